import type {
  ActiveStrategyWire,
  BasketInfoWire,
  OrderSnapWire,
  UserSignalWire,
} from "../basket/user-basket-wire";

/** Test fixtures: a NIFTY short strangle hedged with wings, lot 65, in the wire's shapes. */
let nextId = 1;

export function order(overrides: Partial<OrderSnapWire> = {}): OrderSnapWire {
  return {
    id: `o${nextId++}`,
    average_price: 100,
    order_timestamp: "2026-01-12T04:00:00.000Z",
    quantity: 65,
    filled_quantity: 65,
    status: "COMPLETE",
    transaction_type: "SELL",
    purpose: "ENTER",
    status_message: null,
    ...overrides,
  };
}

export function signal(overrides: Partial<UserSignalWire> = {}): UserSignalWire {
  return {
    id: `s${nextId++}`,
    basket_id: "b1",
    avg_entry_price: 100,
    buy_price: null,
    buy_quantity: 0,
    buy_value: 0,
    sell_price: 100,
    sell_quantity: 65,
    sell_value: 6500,
    duration: "OVERNIGHT",
    error_msg: null,
    errored_from: null,
    exchange: "NFO",
    expiry_date: "2026-01-27",
    ins_type: "call",
    instrument_token: 50_001,
    lot_size: 65,
    market: "NSE",
    order_snap_list: [order()],
    pending_quantity: 0,
    rejected_quantity: 0,
    to_be_placed_quantity: 0,
    pretty_name: "NIFTY 27 JAN 26000 CE",
    product: "NRML",
    realised_pnl: 0,
    unrealised_pnl: 0,
    series: "OPTIDX",
    status: "OPEN",
    stop_loss: null,
    strike_price: 26_000,
    symbol: "NIFTY26JAN26000CE",
    target: null,
    underlying_token: 3727,
    transaction_type: "SELL",
    net_quantity: -65,
    ltp: 100,
    ...overrides,
  };
}

const summaryFields = {
  id: "b1",
  strategy_id: "t1",
  strategy_name: "Nifty Weekly Strangle",
  strategy_display_image: "/cards/t1.svg",
  status: "TRACKING",
  analyst_basket_status: "OPEN",
  errored_from: null,
  error_msg: null,
  no_of_lot: 1,
  entry_time: "2026-01-12T04:00:00.000Z",
  exit_time: null,
  pnl: 0,
  realised_pnl: 0,
  value_traded: 13_000,
  required_margin: 50_000,
  fees: 0,
  frequency: "WEEKLY",
  ins_type: "call",
  market_trend: "NEUTRAL",
  market_type: "DERIVATIVE",
  risk_level: "MEDIUM",
  allow_partial_enter: false,
  allow_partial_exit: true,
  is_practice: false,
} as const satisfies Omit<BasketInfoWire, "available_margin">;

export function basketInfo(overrides: Partial<BasketInfoWire> = {}): BasketInfoWire {
  return { ...summaryFields, available_margin: 500_000, ...overrides };
}

export function activeStrategy(overrides: Partial<ActiveStrategyWire> = {}): ActiveStrategyWire {
  return { ...summaryFields, basket_management_type: "ANALYST_MANAGED", ...overrides };
}
