import { relations } from "drizzle-orm";
import { userBaskets, userOrders, userSignals } from "./schema";

// The joins drizzle's relational queries may follow: a basket's state (its legs and orders) is
// read in one statement rather than three, and the basket is read once per leg while it is sent.

export const userBasketRelations = relations(userBaskets, ({ many }) => ({
  signals: many(userSignals),
  orders: many(userOrders),
}));

export const userSignalRelations = relations(userSignals, ({ one }) => ({
  basket: one(userBaskets, { fields: [userSignals.basketId], references: [userBaskets.id] }),
}));

export const userOrderRelations = relations(userOrders, ({ one }) => ({
  basket: one(userBaskets, { fields: [userOrders.basketId], references: [userBaskets.id] }),
}));
