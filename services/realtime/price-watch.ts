import { WebSocket } from "ws";
import type { BrokerCode } from "../../lib/brokers";
import { paiseToDecimalString } from "../../lib/money/parse-rupees";
import { watchPricesSchema, type PriceTick } from "../../lib/realtime/price-messages";
import type { BrokerPriceHub, QuotedPrice } from "../brokers/streams/price-hub";
import type { BrokerSessionStore } from "../db/broker-sessions-repo";
import type { Logger } from "../logger";

/** Who is behind a socket, from their session token. */
export interface Trader {
  userId: string;
  broker: BrokerCode;
  clientId: string;
}

/** One PriceTick as JSON: written once per tick, however many sockets it goes to. */
export type TickJson = string & { readonly __tickJson: unique symbol };

/** Where a socket's watched prices come from. */
export interface PriceWatchSource {
  /**
   * Pushes each price of `tokens` from the trader's own broker to `push` as it ticks; resolves
   * to the function that stops. Nothing is pushed for a trader whose prices are not a broker's
   * (the paper broker's read the simulated feed) or who has no broker session.
   */
  watch(
    trader: Trader,
    tokens: readonly number[],
    push: (tick: TickJson) => void,
  ): Promise<() => void>;
}

const NOTHING = () => undefined;

/** The realtime service's prices: each real broker's hub (its stream, shared by every tab). */
export function brokerPriceWatch(deps: {
  hubs: Partial<Record<BrokerCode, BrokerPriceHub>>;
  brokerSessions: Pick<BrokerSessionStore, "find">;
}): PriceWatchSource {
  // The hub hands every listener of a tick the same price object: it is written out once.
  const written = new WeakMap<QuotedPrice, TickJson>();
  const jsonOf = (token: number, quoted: QuotedPrice): TickJson => {
    let json = written.get(quoted);
    if (json === undefined) {
      const tick: PriceTick = {
        instrument_token: token,
        ltp: Number(paiseToDecimalString(quoted.price)),
        source: quoted.source,
        at: quoted.at.toISOString(),
      };
      json = JSON.stringify(tick) as TickJson;
      written.set(quoted, json);
    }
    return json;
  };
  return {
    async watch(trader, tokens, push) {
      const hub = deps.hubs[trader.broker];
      if (!hub || tokens.length === 0) return NOTHING;
      const session = await deps.brokerSessions.find({
        id: trader.userId,
        clientId: trader.clientId,
      });
      if (!session) return NOTHING;
      return hub.listen(session, tokens, (token, quoted) => push(jsonOf(token, quoted)));
    },
  };
}

/**
 * A socket's price watch: each `WatchPrices` message replaces the last (an answer that comes
 * after a newer ask is stopped at once); the socket's close stops it. The ticks of one turn of
 * the event loop (a frame of the broker's stream) go out as one `PriceTicks` message: one write
 * per socket, not one per leg. Anything else a client sends is ignored, as before.
 */
export function watchPricesOn(
  ws: WebSocket,
  trader: Trader,
  source: PriceWatchSource,
  logger: Logger,
): void {
  let stop: () => void = NOTHING;
  let asks = 0;
  let closed = false;
  const pending: TickJson[] = [];
  const flush = () => {
    const data = pending.splice(0).join(",");
    if (ws.readyState === WebSocket.OPEN) ws.send(`{"type":"PriceTicks","data":[${data}]}`);
  };
  const push = (tick: TickJson) => {
    if (pending.push(tick) === 1) queueMicrotask(flush);
  };
  ws.on("message", (raw, isBinary) => {
    if (isBinary) return;
    const ask = parseWatch(raw.toString());
    if (!ask) return;
    const mine = ++asks;
    stop();
    stop = NOTHING;
    source
      .watch(trader, [...new Set(ask.instrument_tokens)], push)
      .then((started) => {
        if (closed || mine !== asks) started();
        else stop = started;
      })
      .catch((error: unknown) =>
        logger.warn("Price watch failed", { userId: trader.userId, broker: trader.broker, error }),
      );
  });
  ws.on("close", () => {
    closed = true;
    stop();
  });
}

function parseWatch(text: string) {
  try {
    const parsed = watchPricesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
