import { types } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { PGLITE_BOOT_TIMEOUT_MS } from "../testing/test-config";
import { pgliteForDrizzle } from "./pglite-client";

const identity = (value: string) => value;
/** What drizzle's PGlite driver passes with every query (drizzle-orm/pglite/session.js). */
const DRIZZLES_PARSERS = {
  [types.TIMESTAMP]: identity,
  [types.TIMESTAMPTZ]: identity,
  [types.INTERVAL]: identity,
  [types.DATE]: identity,
  1231: identity,
  1115: identity,
  1185: identity,
  1187: identity,
  1182: identity,
};
const ROW = `select timestamptz '2026-11-28 09:15:00+05:30' as at, date '2026-12-01' as expiry,
  interval '1 day' as span, 42::int4 as lots, '{1.5}'::numeric[] as prices`;

describe("pgliteForDrizzle", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  const { client, forDrizzle } = pgliteForDrizzle("memory://");
  afterAll(() => client.close());

  it("reads drizzle's text types as text without its parsers, as with them", async () => {
    const withParsers = await forDrizzle.query(ROW, [], { parsers: DRIZZLES_PARSERS });
    const plain = await client.query(ROW);
    expect(withParsers.rows).toEqual(plain.rows);
    expect(plain.rows[0]).toEqual({
      at: "2026-11-28 03:45:00+00",
      expiry: "2026-12-01",
      span: "1 day",
      lots: 42,
      prices: ["1.5"],
    });
  });

  it("passes on any other parser, in a transaction too", async () => {
    const doubled = { [types.INT4]: (value: string) => Number(value) * 2 };
    const outside = await forDrizzle.query(ROW, [], { parsers: doubled });
    expect(outside.rows[0]).toMatchObject({ lots: 84 });
    const inside = await forDrizzle.transaction((tx) =>
      Promise.all([
        tx.query(ROW, [], { parsers: doubled }),
        tx.query(ROW, [], { parsers: DRIZZLES_PARSERS }),
      ]),
    );
    expect(inside.map((result) => result.rows[0])).toMatchObject([{ lots: 84 }, { lots: 42 }]);
  });
});
