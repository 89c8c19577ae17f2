import { ShieldAlert, ShieldCheck, ShieldHalf } from "lucide-react";
import type { RiskLevel } from "@/lib/domain/enums";
import { riskLabel } from "@/lib/tradebox/display-labels";
import badge from "@/components/ui/badge.module.css";
import styles from "./risk-badge.module.css";

// The shield says the level without colour too.
const RISK_ICONS = {
  LOW: ShieldCheck,
  MEDIUM: ShieldHalf,
  HIGH: ShieldAlert,
} as const satisfies Record<RiskLevel, unknown>;
const RISK_PALETTES = {
  LOW: badge.green,
  MEDIUM: badge.orange,
  HIGH: badge.red,
} as const satisfies Record<RiskLevel, unknown>;

/** Spec §9 risk badge: 'High risk', 'Medium risk' or 'Low risk', coloured by level. */
export function RiskBadge({ risk }: { risk: RiskLevel }) {
  const Icon = RISK_ICONS[risk];
  return (
    <span className={`${styles.badge} ${RISK_PALETTES[risk]}`}>
      <Icon aria-hidden size="0.95em" />
      {riskLabel(risk)}
    </span>
  );
}
