import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRupees } from "../money/parse-rupees";
import { paise, type Paise } from "../money/paise";
import { rateOn } from "./charge-rates";
import {
  addCharges,
  CHARGE_LINES,
  contractNoteCharges,
  type ChargeBreakdown,
  type ExecutedOrder,
} from "./contract-note";
import { entryAndExitCharges } from "./estimate";

const ZERODHA_FLAT = 20;

const order = (
  tradeDate: string,
  side: "BUY" | "SELL",
  quantity: number,
  rupees: number,
): ExecutedOrder => ({ tradeDate, side, quantity, price: parseRupees(rupees) });

/** A breakdown in rupees, as a contract note prints it. */
const inRupees = (charges: ChargeBreakdown) =>
  Object.fromEntries(Object.entries(charges).map(([line, amount]) => [line, amount / 100]));

describe("a contract note's charges on NSE index options", () => {
  it("match Zerodha's calculator for a buy and a sell of 500 at ₹1,000 (rates of 2024–26)", () => {
    // docs/charges.md, worked example 1: ₹982.63 on ₹10 lakh of premium turnover.
    const charges = contractNoteCharges(
      [order("2025-06-02", "BUY", 500, 1000), order("2025-06-02", "SELL", 500, 1000)],
      ZERODHA_FLAT,
    );
    expect(inRupees(charges)).toEqual({
      brokerage: 40,
      stt: 500,
      exchangeTransaction: 350.3,
      ipft: 5,
      sebiFee: 1,
      stampDuty: 15,
      gst: 71.33,
      total: 982.63,
    });
  });

  it("charge a Nifty lot bought at ₹100 and sold at ₹110 to the paisa, STT to the rupee", () => {
    // docs/charges.md, worked example 2: STT 0.1 % of ₹8,250 is ₹8.25, charged as ₹8.
    const lot = [order("2025-06-02", "BUY", 75, 100), order("2025-06-02", "SELL", 75, 110)];
    expect(inRupees(contractNoteCharges(lot, ZERODHA_FLAT))).toEqual({
      brokerage: 40,
      stt: 8,
      exchangeTransaction: 5.52,
      ipft: 0.08,
      sebiFee: 0.02,
      stampDuty: 0.23,
      gst: 8.21,
      total: 62.06,
    });
    // From 1 April 2026 the Finance Act, 2026 takes 0.15 %: ₹12.375, charged as ₹12.
    const after = lot.map((o) => ({ ...o, tradeDate: "2026-06-01" }));
    expect(contractNoteCharges(after, ZERODHA_FLAT).stt).toBe(parseRupees(12));
  });

  it("take STT on an exercised option's intrinsic value at the rate of its expiry day", () => {
    // Zerodha's example: 100 lots of 75 of NIFTY 16000 CE settled at 16,100, ₹7,50,000 intrinsic:
    // ₹937.50 at 0.125 %, charged to the rupee; ₹1,125 at 0.15 % from 1 April 2026.
    const exercised = (tradeDate: string) => [{ tradeDate, intrinsicValue: parseRupees(750_000) }];
    expect(contractNoteCharges([], ZERODHA_FLAT, exercised("2026-03-26")).stt).toBe(
      parseRupees(938),
    );
    const after = contractNoteCharges([], ZERODHA_FLAT, exercised("2026-04-30"));
    expect(inRupees(after)).toMatchObject({ stt: 1125, brokerage: 0, stampDuty: 0, total: 1125 });
  });

  it("charge each trade at the rates in force on its trade date", () => {
    const sell = (tradeDate: string) => [order(tradeDate, "SELL", 1000, 100)];
    // ₹1 lakh sold: STT 0.0625 % and NSE 0.05 % before 1 Oct 2024; 0.1 % and 0.03503 % from it.
    expect(inRupees(contractNoteCharges(sell("2024-09-30"), 0))).toMatchObject({
      stt: 63,
      exchangeTransaction: 50,
    });
    expect(inRupees(contractNoteCharges(sell("2024-10-01"), 0))).toMatchObject({
      stt: 100,
      exchangeTransaction: 35.03,
    });
    expect(rateOn("stt", "2026-04-01").source).toBe("Finance Act, 2026");
    expect(() => contractNoteCharges(sell("2022-01-03"), 0)).toThrow(/No stt rate is known/);
  });

  it("refuse what is not an executed order", () => {
    expect(() => contractNoteCharges([order("2025-06-02", "BUY", 0, 100)], 20)).toThrow(RangeError);
    expect(() =>
      contractNoteCharges([], 20, [{ tradeDate: "2025-06-02", intrinsicValue: paise(-1) }]),
    ).toThrow(RangeError);
  });
});

/** Orders on trading days since October 2024, at prices up to ₹2,000 and up to 20 lots of 75. */
const executedOrder = fc.record({
  tradeDate: fc.constantFrom("2024-10-01", "2025-03-12", "2026-03-31", "2026-04-01", "2026-11-27"),
  side: fc.constantFrom("BUY" as const, "SELL" as const),
  quantity: fc.integer({ min: 1, max: 20 }).map((lots) => lots * 75),
  price: fc.integer({ min: 5, max: 200_000 }).map((p) => paise(p)),
});
const orders = fc.array(executedOrder, { maxLength: 12 });
const brokerage = fc.constantFrom(0, 10, 20);

describe("the charges, for any orders", () => {
  it("are never negative, and total their lines", () => {
    fc.assert(
      fc.property(orders, brokerage, (os, perOrder) => {
        const charges = contractNoteCharges(os, perOrder);
        for (const line of CHARGE_LINES) expect(charges[line]).toBeGreaterThanOrEqual(0);
        expect(charges.total).toBe(CHARGE_LINES.reduce((sum, line) => sum + charges[line], 0));
      }),
    );
  });

  it("add up over trading days exactly, each day its own contract note", () => {
    fc.assert(
      fc.property(orders, brokerage, (os, perOrder) => {
        const days = [...new Set(os.map((o) => o.tradeDate))];
        const perDay = days.map((day) =>
          contractNoteCharges(
            os.filter((o) => o.tradeDate === day),
            perOrder,
          ),
        );
        expect(contractNoteCharges(os, perOrder)).toEqual(addCharges(perDay));
      }),
    );
  });

  it("add up over orders within a day, but for rounding: brokerage exactly, the rest within ₹1.07", () => {
    fc.assert(
      fc.property(orders, orders, brokerage, (a, b, perOrder) => {
        const sameDay = (os: ExecutedOrder[]) => os.map((o) => ({ ...o, tradeDate: "2026-11-27" }));
        const [x, y] = [sameDay(a), sameDay(b)];
        const whole = contractNoteCharges([...x, ...y], perOrder);
        const parts = addCharges([
          contractNoteCharges(x, perOrder),
          contractNoteCharges(y, perOrder),
        ]);
        expect(whole.brokerage).toBe(parts.brokerage);
        expect(Math.abs(whole.total - parts.total)).toBeLessThanOrEqual(107);
      }),
    );
  });

  it("never fall when an order trades more", () => {
    fc.assert(
      fc.property(
        fc.array(executedOrder, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.integer({ min: 1, max: 20 }),
        brokerage,
        (os, pick, moreLots, perOrder) => {
          const i = pick % os.length;
          const more = os.map((o, j) =>
            j === i ? { ...o, quantity: o.quantity + moreLots * 75 } : o,
          );
          const before = contractNoteCharges(os, perOrder);
          const after = contractNoteCharges(more, perOrder);
          for (const line of CHARGE_LINES) {
            expect(after[line] as Paise).toBeGreaterThanOrEqual(before[line]);
          }
        },
      ),
    );
  });
});

describe("the charges to enter and exit a basket at today's prices", () => {
  it("charge the entry's buys stamp duty and its sells STT, and the exit the other way round", () => {
    const legs = [
      { side: "BUY" as const, units: 75, price: parseRupees(100) },
      { side: "SELL" as const, units: 75, price: parseRupees(110) },
    ];
    const { enter, exit } = entryAndExitCharges(legs, ZERODHA_FLAT, "2025-06-02");
    // Entry: ₹7,500 bought, ₹8,250 sold; exit: ₹8,250 bought, ₹7,500 sold. Each its own note.
    expect(inRupees(enter.charges!)).toMatchObject({ brokerage: 40, stt: 8, stampDuty: 0.23 });
    expect(inRupees(exit.charges!)).toMatchObject({ brokerage: 40, stt: 8, stampDuty: 0.25 });
    expect(enter.total).toBe(enter.charges!.total);
  });
});
