import badge from "@/components/ui/badge.module.css";
import { MARKET_SESSION_LABELS, type MarketSession } from "@/lib/market/market-session";

const NOTES: Record<Exclude<MarketSession, "live">, string> = {
  practice:
    "NSE is shut, so practice trading (the paper broker, a sandbox) goes on in a simulated market that keeps moving. Tradeboxes placed now are practice ones, kept out of your totals.",
  closed: "NSE is shut: prices stand at the last close until the next session.",
};

/**
 * Which market the prices on the screen are, when it is not NSE's session: 'Practice market'
 * (the paper broker's, moving while NSE is shut) or 'Market closed', with what that means.
 * Plain CSS (Chakra's subtle badges), so the trader pages' first load carries no Chakra.
 */
export function MarketSessionNote({ session }: { session: MarketSession | null }) {
  if (session === null || session === "live") return null;
  const palette = session === "practice" ? badge.purple : badge.gray;
  return (
    <div className={badge.note} data-testid="market-session">
      <span className={`${badge.badge} ${palette}`}>{MARKET_SESSION_LABELS[session]}</span>
      <p className={badge.noteText}>{NOTES[session]}</p>
    </div>
  );
}

/** Marks a tradebox placed on the practice market, wherever it is listed. */
export function PracticeBadge({ practice }: { practice: boolean }) {
  if (!practice) return null;
  return (
    <span className={`${badge.badge} ${badge.purple}`} data-testid="practice-badge">
      Practice
    </span>
  );
}
