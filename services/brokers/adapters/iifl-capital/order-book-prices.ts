import { parseDecimal, powerOfTen } from "../../../../lib/money/exact-decimal";
import { paise, type Paise } from "../../../../lib/money/paise";
import { divideRounded } from "../../../../lib/money/rounding";
import { BrokerError } from "../../broker";
import { IIFL_CAPITAL_NAME } from "./api";
import type { WireDecimal } from "./wire";

/**
 * The unit of the prices in IIFL's order rows (`price`, `averageTradedPrice` of `GET /orders`).
 *
 * Paise, as IIFL's own docs give every order-row sample (marketcalls/broker-api-docs
 * iiflcapital-api-docs): 05-orders.md order book INFY-EQ limit `"price": "180000.0"` (₹1,800.00)
 * and trade book IDEA-EQ `"tradedPrice": "1560"` (₹15.60); 06-order-and-trade-updates.md IDEA-EQ
 * `"price": "1500"`, `"averageTradedPrice": "1510"`; 07-portfolio.md holdings RELIANCE
 * `"averageTradedPrice": "280000.00"`. As rupees none of these is a price those shares ever had.
 * OpenAlgo reads the same fields as rupees (broker/iiflcapital/mapping/order_data.py), which
 * the docs contradict: the first live session must compare one fill with the trade book (see
 * docs/brokers/iifl-capital.md). Requests (`POST /orders` `price`), quotes, margins and limits
 * stay in rupees: the docs show decimals there ("1501.55", `ltp: 1412.95`).
 */
export const ORDER_BOOK_PRICE_UNIT = "paise" as const;

/**
 * An order row's price (a number or decimal string, in paise) as our Paise; null when blank. An
 * average over several fills may fall between two paise: the nearest one, half up.
 */
export function orderBookPaiseOf(value: WireDecimal | null | undefined): Paise | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  try {
    const { coefficient, exponent } = parseDecimal(value);
    if (exponent >= 0) return paise(coefficient * powerOfTen(exponent));
    return paise(divideRounded(coefficient, powerOfTen(-exponent), "half-up"));
  } catch {
    throw new BrokerError(
      "BAD_RESPONSE",
      `${IIFL_CAPITAL_NAME} sent an order price we cannot read: ${value}`,
    );
  }
}
