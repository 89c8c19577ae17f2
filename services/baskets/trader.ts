import type { UserRow } from "../db/schema";

/** Whose basket: the trader as the engine and everything it calls know them. */
export type Trader = Pick<UserRow, "id" | "broker" | "clientId">;
