import { Badge } from "@chakra-ui/react";
import { RISK_BADGE_LABELS, type RiskLevel } from "@/lib/domain/enums";

const PALETTES: Readonly<Record<RiskLevel, string>> = {
  LOW: "green",
  MEDIUM: "orange",
  HIGH: "red",
};

/** Spec §9 risk badges: High, Medium, Low. */
export function RiskBadge({ risk }: { risk: RiskLevel }) {
  return (
    <Badge colorPalette={PALETTES[risk]} variant="subtle" size="sm">
      {RISK_BADGE_LABELS[risk]} risk
    </Badge>
  );
}
