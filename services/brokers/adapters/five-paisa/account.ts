import { paise, type Paise } from "../../../../lib/money/paise";
import { BrokerError, type BrokerPosition, type BrokerSession, type MarginLeg } from "../../broker";
import type { BrokerScrip, ScripDirectory } from "../../real/scrip-master";
import { paiseOf, refusal, type FivePaisaApi } from "./api";
import { positionOf, rupeesOf } from "./orders";
import {
  DERIVATIVES,
  marginBodySchema,
  MARKET_SNAPSHOT_MAX_SCRIPS,
  marketSnapshotBodySchema,
  multiOrderMarginBodySchema,
  NSE,
  PATHS,
  positionsBodySchema,
} from "./wire";

/** 5paisa's account calls: funds, basket margin, positions and quotes, on a trader's session. */
export class FivePaisaAccount {
  constructor(
    private readonly api: () => FivePaisaApi,
    private readonly scrips: ScripDirectory,
  ) {}

  /** V4/Margin: EquityMargin[0].NetAvailableMargin, what can be used to trade. */
  async availableFunds(session: BrokerSession): Promise<Paise> {
    const api = this.api();
    const margin = await api.call(
      PATHS.margin,
      session,
      { ClientCode: session.clientId },
      marginBodySchema,
    );
    const equity = margin.EquityMargin?.[0];
    if (margin.Status !== 0 || !equity) throw refusal(api.brokerName, margin.Message);
    return paiseOf(equity.NetAvailableMargin);
  }

  /**
   * MultiOrderMargin: the combined margin of the legs with hedge benefit, each leg priced at its
   * last traded price (the call takes a price per order), ignoring existing positions.
   */
  async requiredMargin(session: BrokerSession, legs: readonly MarginLeg[]): Promise<Paise> {
    const scrips = legs.map((leg) => this.scrips.scripOf(leg.instrumentToken));
    if (legs.length === 0) return paise(0);
    const prices = await this.quotes(session, scrips);
    const api = this.api();
    const answer = await api.call(
      PATHS.multiOrderMargin,
      session,
      {
        ClientCode: session.clientId,
        CoverPositions: "N",
        Orders: legs.map((leg, i) => {
          const scrip = scrips[i]!;
          return {
            Exch: NSE,
            ExchType: DERIVATIVES,
            ScripCode: scrip.brokerToken,
            ScripData: "",
            PlaceModifyCancel: "P",
            OrderType: leg.transactionType === "BUY" ? "B" : "S",
            Price: rupeesOf(prices.get(scrip.brokerToken) ?? paise(0)),
            Qty: leg.quantity,
            IsIntraday: false,
          };
        }),
      },
      multiOrderMarginBodySchema,
    );
    if (answer.Status !== 0) throw refusal(api.brokerName, answer.Message);
    return paiseOf(answer.TotalMarginRequired);
  }

  /** V2/NetPositionNetWise, on our contracts only. */
  async positions(session: BrokerSession): Promise<BrokerPosition[]> {
    const api = this.api();
    const answer = await api.call(
      PATHS.positions,
      session,
      { ClientCode: session.clientId },
      positionsBodySchema,
    );
    // Status 1 is "No record found": no positions today.
    if (answer.Status !== 0 && answer.Status !== 1) throw refusal(api.brokerName, answer.Message);
    return (answer.NetPositionDetail ?? []).flatMap((row) => positionOf(row, this.scrips) ?? []);
  }

  /** Last traded prices of our instruments the master lists (others are left out). */
  async lastTradedPrices(
    tokens: readonly number[],
    session?: BrokerSession,
  ): Promise<Map<number, Paise>> {
    if (!session) {
      throw new BrokerError(
        "NOT_AVAILABLE",
        `${this.api().brokerName} quotes are read on a trader's session`,
      );
    }
    const scrips = tokens.filter((t) => this.scrips.knows(t)).map((t) => this.scrips.scripOf(t));
    const byBrokerToken = await this.quotes(session, scrips);
    const prices = new Map<number, Paise>();
    for (const scrip of scrips) {
      const price = byBrokerToken.get(scrip.brokerToken);
      if (price !== undefined) prices.set(scrip.instrumentToken, price);
    }
    return prices;
  }

  /**
   * MarketSnapshot: LastRate by ScripCode; a scrip without a trade yet (0) is left out. At most
   * MARKET_SNAPSHOT_MAX_SCRIPS a call (5paisa answers larger calls with no rows), one call after
   * another.
   */
  async quotes(
    session: BrokerSession,
    scrips: readonly BrokerScrip[],
  ): Promise<Map<string, Paise>> {
    const prices = new Map<string, Paise>();
    const codes = [...new Set(scrips.map((s) => s.brokerToken))];
    for (let start = 0; start < codes.length; start += MARKET_SNAPSHOT_MAX_SCRIPS) {
      const chunk = codes.slice(start, start + MARKET_SNAPSHOT_MAX_SCRIPS);
      for (const [code, price] of await this.snapshot(session, chunk)) prices.set(code, price);
    }
    return prices;
  }

  /** One MarketSnapshot call of at most MARKET_SNAPSHOT_MAX_SCRIPS scrip codes. */
  private async snapshot(session: BrokerSession, codes: readonly string[]) {
    const api = this.api();
    const answer = await api.call(
      PATHS.marketSnapshot,
      session,
      {
        ClientCode: session.clientId,
        Data: codes.map((code) => ({
          Exchange: NSE,
          ExchangeType: DERIVATIVES,
          ScripCode: code,
          ScripData: "",
        })),
      },
      marketSnapshotBodySchema,
    );
    if (answer.Status !== 0) throw refusal(api.brokerName, answer.Message);
    const prices = new Map<string, Paise>();
    for (const row of answer.Data ?? []) {
      const price = paiseOf(row.LastRate);
      if (price > 0) prices.set(String(row.Token), price);
    }
    return prices;
  }
}
