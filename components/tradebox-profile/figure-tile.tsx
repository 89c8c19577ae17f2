import { Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { FigureTone } from "@/lib/performance/summary-figures";

const TONE_COLOUR: Record<FigureTone, string> = { profit: "profit", loss: "loss", neutral: "fg" };

interface Props {
  label: string;
  value: ReactNode;
  tone?: FigureTone;
  detail?: ReactNode;
  size?: "md" | "lg";
}

/** A labelled figure: the label small and muted, the value prominent, an optional note. */
export function FigureTile({ label, value, tone = "neutral", detail, size = "md" }: Props) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text
        fontSize={size === "lg" ? { base: "lg", md: "xl" } : "md"}
        fontWeight="semibold"
        color={TONE_COLOUR[tone]}
        fontVariantNumeric="tabular-nums"
      >
        {value}
      </Text>
      {detail && (
        <Text fontSize="xs" color="fg.subtle">
          {detail}
        </Text>
      )}
    </Stack>
  );
}
