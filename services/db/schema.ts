import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { BrokerCode } from "../../lib/brokers";
import { USER_TYPES, type UserType } from "../../lib/domain/enums";

/**
 * A trader, identified by broker + client id (spec §6): the same client id at two brokers is two
 * users. A first login makes a NEW_USER, whom the web app sends to onboarding.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    broker: text("broker").$type<BrokerCode>().notNull(),
    clientId: text("client_id").notNull(),
    name: text("name"),
    email: text("email"),
    phoneNumber: text("phone_number"),
    userType: text("user_type").$type<UserType>().notNull().default("NEW_USER"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("users_broker_client_id_unique").on(table.broker, table.clientId),
    check(
      "users_user_type_check",
      sql.raw(`${table.userType.name} in (${USER_TYPES.map((t) => `'${t}'`).join(", ")})`),
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
