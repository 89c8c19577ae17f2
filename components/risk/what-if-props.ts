import type { WhatIfModel, WhatIfView } from "@/lib/payoff/what-if-view";

/** What the what-if panel and its lazily loaded controls take (one file: no import circle). */
export interface WhatIfPanelProps {
  model: WhatIfModel;
  /** The chart's prices: each view's T+0 curve is valued at them. */
  prices: readonly number[];
  underlying: string;
  /** Under the what-if's P&L: whose position it is ('one lot', 'the lots you hold'). */
  quantityNote: string;
  /** Each new view while open; null when the what-if closes and the chart has its own back. */
  onView: (view: WhatIfView | null) => void;
}
