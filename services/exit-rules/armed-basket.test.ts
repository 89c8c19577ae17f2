import { describe, expect, it } from "vitest";
import { legPnl } from "../../lib/basket/leg-pnl";
import { paise } from "../../lib/money/paise";
import { basketPnl, judgeBasket, type ArmedBasket, type ArmedLeg } from "./armed-basket";

const leg = (token: number, fills: [number, number, number, number], side: "BUY" | "SELL") =>
  ({
    signalId: `leg-${token}`,
    token,
    prettyName: `NIFTY ${token}`,
    fills: {
      buyQuantity: fills[0],
      buyValue: paise(fills[1]),
      sellQuantity: fills[2],
      sellValue: paise(fills[3]),
    },
    side,
    stopLoss: null,
    target: null,
    exitedByRule: false,
  }) satisfies ArmedLeg;

const basket: ArmedBasket = {
  basketId: "b",
  user: { id: "u", broker: "strikeline_broker", clientId: "C" },
  session: { clientId: "C", accessToken: "t" },
  legs: [
    leg(1, [0, 0, 75, 1_234_567], "SELL"),
    leg(2, [75, 333_333, 0, 0], "BUY"),
    // Partly closed at another price: realised and unrealised both.
    leg(3, [150, 1_500_001, 75, 777_777], "BUY"),
    leg(4, [75, 500_000, 75, 450_000], "BUY"),
  ],
  rules: null,
  spent: false,
  basketUpdatedAt: new Date(0),
};
const ltps = new Map([
  [1, paise(17_005)],
  [2, paise(4_410)],
  [3, paise(9_995)],
]);

describe("a watched basket's P&L", () => {
  it("is the sum of its legs' P&L as Track computes it, to the paisa", () => {
    const track = basket.legs.reduce(
      (sum, l) => sum + legPnl(l.fills, ltps.get(l.token) ?? null, l.side).total,
      0,
    );
    const quoted = new Map([...ltps].map(([token, price]) => [token, { price }]));
    expect(basketPnl(basket, quoted)).toBe(track);
  });

  it("is not judged until every held leg has a price", () => {
    const now = new Date("2026-11-20T04:30:00Z");
    const fresh = new Map([...ltps].map(([token, price]) => [token, { price, at: now }]));
    fresh.delete(2);
    expect(judgeBasket(basket, fresh, now, "live").waiting).toBe("STALE_PRICE");
  });
});
