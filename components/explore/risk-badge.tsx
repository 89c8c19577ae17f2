import { Badge } from "@chakra-ui/react";
import type { RiskLevel } from "@/lib/domain/enums";
import { RISK_BADGE_LABELS } from "@/lib/domain/enums";

const RISK_PALETTES: Readonly<Record<RiskLevel, string>> = {
  LOW: "green",
  MEDIUM: "orange",
  HIGH: "red",
};

/** Spec §9 risk badge: 'Low', 'Medium' or 'High' risk, coloured by level. */
export function RiskBadge({ risk }: { risk: RiskLevel }) {
  return (
    <Badge colorPalette={RISK_PALETTES[risk]} variant="subtle" rounded="full" px="2" flexShrink={0}>
      {RISK_BADGE_LABELS[risk]} risk
    </Badge>
  );
}
