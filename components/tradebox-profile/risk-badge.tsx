import { Badge } from "@chakra-ui/react";
import { ShieldAlert, ShieldCheck, ShieldHalf } from "lucide-react";
import type { RiskLevel } from "@/lib/domain/enums";
import { riskLabel } from "@/lib/tradebox/display-labels";

const RISK_STYLE = {
  LOW: { palette: "green", Icon: ShieldCheck },
  MEDIUM: { palette: "orange", Icon: ShieldHalf },
  HIGH: { palette: "red", Icon: ShieldAlert },
} as const satisfies Record<RiskLevel, unknown>;

/** Spec §9 risk badge: High, Medium or Low, coloured by how much can go wrong. */
export function RiskBadge({ risk, size = "md" }: { risk: RiskLevel; size?: "sm" | "md" | "lg" }) {
  const { palette, Icon } = RISK_STYLE[risk];
  return (
    <Badge colorPalette={palette} variant="subtle" size={size} rounded="full" px="2.5" gap="1">
      <Icon aria-hidden size="0.9em" />
      {riskLabel(risk)}
    </Badge>
  );
}
