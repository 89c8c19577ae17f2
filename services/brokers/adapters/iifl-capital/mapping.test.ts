import { describe, expect, it } from "vitest";
import { ScripDirectory } from "../../real/scrip-master";
import { brokerOrderOf, brokerPositionOf, instantOf, paiseOf, statusOf } from "./mapping";
import { ORDER_BOOK_PRICE_UNIT, orderBookPaiseOf } from "./order-book-prices";
import type { OrderRow } from "./wire";

const scrips = new ScripDirectory("IIFL Capital", [
  {
    instrumentToken: 7,
    brokerToken: "35382",
    tradingSymbol: "NIFTY26DECFUT",
    exchange: "NSEFO",
    lotSize: 65,
  },
]);

/**
 * The docs' order book sample (05-orders.md), moved onto a contract of ours; its price as the
 * docs give it, in paise ("180000.0": ₹1,800.00).
 */
const sampleRow: OrderRow = {
  clientId: "TEST102",
  brokerOrderId: "240920000000124",
  orderStatus: "cancelled",
  tradingSymbol: "NIFTY26DECFUT",
  instrumentId: "35382",
  exchange: "NSEFO",
  transactionType: "BUY",
  quantity: "65",
  product: "NORMAL",
  orderType: "LIMIT",
  price: "180000.0",
  averageTradedPrice: "0.0",
  filledQuantity: "0",
  pendingQuantity: "65",
  rejectionReason: "",
  exchangeTimestamp: "20-Sep-2024 16:05:33",
  exchangeUpdateTime: "20-Sep-2024 16:05:32",
  brokerUpdateTime: "17-Feb-2025 06:48:39",
  orderTag: "abc123",
};

describe("IIFL Capital mapping", () => {
  it("reads IIFL's statuses in any case; anything not final is OPEN", () => {
    expect(
      ["Complete", "COMPLETE", "rejected", "cancelled", "Canceled"].map((status) =>
        statusOf(status),
      ),
    ).toEqual(["COMPLETE", "COMPLETE", "REJECTED", "CANCELLED", "CANCELLED"]);
    expect(
      ["Open", "PUT ORDER REQ RECEIVED", "TRIGGER_PENDING", ""].map((status) => statusOf(status)),
    ).toEqual(["OPEN", "OPEN", "OPEN", "OPEN"]);
  });

  it("reads FAIL and FAILED as rejected, and SUCCESS as complete only once all of it filled", () => {
    const reading = { scrips, keyOfTag: () => undefined, clientId: "C", now: new Date(0) };
    const statusOfRow = (orderStatus: string, filledQuantity: string) =>
      brokerOrderOf({ ...sampleRow, orderStatus, filledQuantity }, reading)?.status;
    expect(statusOfRow("FAILED", "0")).toBe("REJECTED");
    expect(statusOfRow("fail", "0")).toBe("REJECTED");
    expect(statusOfRow("Failed", "0")).toBe("REJECTED");
    expect(statusOfRow("SUCCESS", "65")).toBe("COMPLETE");
    expect(statusOfRow("success", "65")).toBe("COMPLETE");
    // A request that went through, with nothing (or not all) filled yet, is still working.
    expect(statusOfRow("SUCCESS", "0")).toBe("OPEN");
    expect(statusOfRow("Success", "30")).toBe("OPEN");
  });

  it("reads order book prices in paise, as the docs' samples give them", () => {
    const reading = { scrips, keyOfTag: () => undefined, clientId: "C", now: new Date(0) };
    // 06-order-and-trade-updates.md: IDEA-EQ at "price": "1500", "averageTradedPrice": "1510".
    const filled = brokerOrderOf(
      {
        ...sampleRow,
        orderStatus: "complete",
        price: "1500",
        averageTradedPrice: "1510",
        filledQuantity: "65",
        pendingQuantity: "0",
      },
      reading,
    );
    expect(filled).toMatchObject({ limitPrice: 1_500, averagePrice: 1_510, status: "COMPLETE" });
    expect(orderBookPaiseOf("180000.0")).toBe(180_000);
    expect(orderBookPaiseOf(12_345)).toBe(12_345);
    // An average over several fills may fall between two paise: the nearest one.
    expect(orderBookPaiseOf("12345.5")).toBe(12_346);
    expect(orderBookPaiseOf("")).toBeNull();
    expect(ORDER_BOOK_PRICE_UNIT).toBe("paise");
  });

  it("reads rupee amounts exactly, as numbers or strings", () => {
    expect(paiseOf("1501.55")).toBe(150_155);
    expect(paiseOf(0.1 + 0.2)).toBe(30);
    expect(paiseOf(19_990_000)).toBe(1_999_000_000);
    expect(paiseOf("")).toBeNull();
    expect(() => paiseOf("12,000")).toThrow("amount we cannot read");
  });

  it("reads IIFL's stamps as India time", () => {
    expect(instantOf("20-Sep-2024 16:05:33")?.toISOString()).toBe("2024-09-20T10:35:33.000Z");
    expect(instantOf("2024-09-20")).toBeNull();
  });

  it("reads the docs' order book row", () => {
    const now = new Date("2026-11-20T04:30:00Z");
    const order = brokerOrderOf(sampleRow, {
      scrips,
      keyOfTag: (tag) => (tag === "abc123" ? "basket:leg" : undefined),
      clientId: "TEST102",
      now,
    });
    expect(order).toMatchObject({
      orderId: "240920000000124",
      idempotencyKey: "basket:leg",
      instrumentToken: 7,
      product: "NRML",
      orderType: "LIMIT",
      quantity: 65,
      filledQuantity: 0,
      averagePrice: null,
      limitPrice: 180_000,
      status: "CANCELLED",
      statusMessage: null,
      placedAt: new Date("2024-09-20T10:35:33Z"),
      updatedAt: new Date("2025-02-17T01:18:39Z"),
    });
  });

  it("leaves out rows that are not ours: another segment, contract or product", () => {
    const reading = { scrips, keyOfTag: () => undefined, clientId: "C", now: new Date(0) };
    expect(brokerOrderOf({ ...sampleRow, exchange: "NSEEQ" }, reading)).toBeUndefined();
    expect(brokerOrderOf({ ...sampleRow, instrumentId: "1594" }, reading)).toBeUndefined();
    expect(brokerOrderOf({ ...sampleRow, product: "DELIVERY" }, reading)).toBeUndefined();
  });

  it("reads a position, its realised P&L from the closed quantity where IIFL sends none", () => {
    const position = brokerPositionOf(
      {
        instrumentId: 35382,
        exchange: "NSEFO",
        product: "INTRADAY",
        netQuantity: 65,
        netAveragePrice: "26100.5",
        buyQuantity: 130,
        buyPrice: "26100.5",
        sellQuantity: "65",
        sellPrice: 26150,
      },
      scrips,
    );
    expect(position).toEqual({
      instrumentToken: 7,
      product: "MIS",
      netQuantity: 65,
      averagePrice: 2_610_050,
      realisedPnl: 65 * 4_950,
      unrealisedPnl: 0,
      lastTradedPrice: null,
    });
    const flat = brokerPositionOf(
      {
        instrumentId: "35382",
        exchange: "NSEFO",
        product: "NORMAL",
        netQuantity: 0,
        realizedPnl: "-120.5",
      },
      scrips,
    );
    expect(flat).toMatchObject({ netQuantity: 0, averagePrice: null, realisedPnl: -12_050 });
  });
});
