import { describe, expect, it } from "vitest";
import {
  payoffLegFromTemplateSignal,
  payoffLegFromUserSignal,
  type TemplateSignalLegSource,
  type UserSignalLegSource,
} from "./legs-from-signals";

const template: TemplateSignalLegSource = {
  instrument_token: 51234,
  underlying_token: 3727,
  ins_type: "call",
  strike_price: 24000,
  quantity: 65,
  multiplier: 2,
  transaction_type: "SELL",
  expiry_date: "2026-01-27",
  price: 152.5,
};

const position: UserSignalLegSource = {
  instrument_token: 51235,
  underlying_token: 3727,
  ins_type: "put",
  strike_price: 23800,
  buy_quantity: 65,
  sell_quantity: 195,
  avg_entry_price: 88.4,
  expiry_date: "2026-01-27T00:00:00+05:30",
};

describe("payoffLegFromTemplateSignal", () => {
  it("multiplies quantity by the multiplier and takes the signal price as entry", () => {
    expect(payoffLegFromTemplateSignal(template)).toEqual({
      token: 51234,
      underlyingToken: 3727,
      instrumentType: "call",
      strikePrice: 24000,
      quantity: 130,
      transactionType: "SELL",
      expiryDate: "2026-01-27",
      entryPrice: 152.5,
    });
  });

  it("drops the strike of a future and skips cash and index signals", () => {
    expect(payoffLegFromTemplateSignal({ ...template, ins_type: "fut", strike_price: 0 })).toEqual({
      token: 51234,
      underlyingToken: 3727,
      instrumentType: "fut",
      quantity: 130,
      transactionType: "SELL",
      expiryDate: "2026-01-27",
      entryPrice: 152.5,
    });
    expect(payoffLegFromTemplateSignal({ ...template, ins_type: "cash" })).toBeNull();
    expect(payoffLegFromTemplateSignal({ ...template, ins_type: "idx" })).toBeNull();
  });
});

describe("payoffLegFromUserSignal", () => {
  it("turns a net short of 65 − 195 = −130 into SELL 130, date part of the expiry", () => {
    expect(payoffLegFromUserSignal(position)).toMatchObject({
      instrumentType: "put",
      strikePrice: 23800,
      quantity: 130,
      transactionType: "SELL",
      expiryDate: "2026-01-27",
      entryPrice: 88.4,
    });
  });

  it("turns a net long into BUY and a flat position into null", () => {
    expect(payoffLegFromUserSignal({ ...position, buy_quantity: 260 })).toMatchObject({
      quantity: 65,
      transactionType: "BUY",
    });
    expect(payoffLegFromUserSignal({ ...position, buy_quantity: 195 })).toBeNull();
  });

  it("rejects an expiry that is not an ISO date", () => {
    expect(() => payoffLegFromUserSignal({ ...position, expiry_date: "27-01-2026" })).toThrow(
      RangeError,
    );
  });
});
