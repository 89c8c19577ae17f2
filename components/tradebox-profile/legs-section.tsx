import type { SignalTemplateWire } from "@/lib/tradebox/strategy-template-wire";
import { INSTRUMENT_TYPE_LABELS } from "@/lib/tradebox/display-labels";
import { formatIndexPoints, formatIsoDate, formatRupeeAmount } from "@/lib/format/display-figures";
import { legLevelsText } from "@/lib/tradebox/leg-levels-text";
import { ProfileSection } from "./profile-section";
import { SideBadge } from "@/components/positions/side-badge";
import styles from "./legs-section.module.css";

type Leg = Pick<
  SignalTemplateWire,
  | "id"
  | "transaction_type"
  | "pretty_name"
  | "symbol"
  | "ins_type"
  | "strike_price"
  | "expiry_date"
  | "quantity"
  | "lot_size"
  | "price"
  | "stop_loss"
  | "target"
>;

const strikeText = (leg: Leg) =>
  leg.strike_price === null ? "—" : formatIndexPoints(leg.strike_price);
const expiryText = (leg: Leg) => (leg.expiry_date ? formatIsoDate(leg.expiry_date) : "—");
const lotsText = (leg: Leg) => `${leg.quantity} × ${leg.lot_size}`;
const lotsLabel = (leg: Leg) =>
  `${leg.quantity} lot${leg.quantity === 1 ? "" : "s"} of ${leg.lot_size}`;

/** The analyst's levels, at which the services exit the leg alone: 'SL ₹180.00 · Target ₹90.00'. */
function Levels({ leg }: { leg: Leg }) {
  const text = legLevelsText({ stopLoss: leg.stop_loss, target: leg.target });
  return text ? (
    <p className={styles.levels} data-testid="leg-levels">
      {text}
    </p>
  ) : null;
}

const COLUMNS = ["Side", "Instrument", "Type", "Strike", "Expiry", "Lots × size", "Price"];
const NUMERIC = new Set(["Strike", "Lots × size", "Price"]);

function LegsTable({ legs }: { legs: readonly Leg[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} className={NUMERIC.has(column) ? styles.end : undefined}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {legs.map((leg) => (
          <tr key={leg.id}>
            <td>
              <SideBadge side={leg.transaction_type} />
            </td>
            <td>
              <p className={styles.name}>{leg.pretty_name}</p>
              <p className={styles.symbol}>{leg.symbol}</p>
              <Levels leg={leg} />
            </td>
            <td>{INSTRUMENT_TYPE_LABELS[leg.ins_type]}</td>
            <td className={styles.end}>{strikeText(leg)}</td>
            <td>{expiryText(leg)}</td>
            <td className={styles.end} title={lotsLabel(leg)}>
              {lotsText(leg)}
            </td>
            <td className={styles.end}>{formatRupeeAmount(leg.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LegsList({ legs }: { legs: readonly Leg[] }) {
  return (
    <ul className={styles.list}>
      {legs.map((leg) => (
        <li key={leg.id}>
          <div className={styles.row}>
            <div className={styles.contract}>
              <SideBadge side={leg.transaction_type} />
              <p className={styles.contractName}>{leg.pretty_name}</p>
            </div>
            <p className={styles.price}>{formatRupeeAmount(leg.price)}</p>
          </div>
          <p className={styles.facts}>
            {INSTRUMENT_TYPE_LABELS[leg.ins_type]} · Strike {strikeText(leg)} · {expiryText(leg)} ·{" "}
            {lotsLabel(leg)}
          </p>
          <Levels leg={leg} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The basket's legs: side, contract, strike, expiry, lots × lot size, the entry price and the
 * analyst's stop-loss and target for the leg.
 */
export function LegsSection({ legs }: { legs: readonly Leg[] }) {
  return (
    <ProfileSection
      title="Legs"
      subtitle="The orders placed in your broker account for one set; prices are the analyst's entry."
    >
      <LegsTable legs={legs} />
      <LegsList legs={legs} />
    </ProfileSection>
  );
}
