import { Box, Circle, HStack, Stack, Text } from "@chakra-ui/react";
import { Activity, Compass, Layers, SlidersHorizontal } from "lucide-react";
import type { LucideIcon } from "lucide-react";

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

const STEPS: readonly Step[] = [
  {
    icon: Layers,
    title: "A tradebox is a ready-made options basket",
    text: "A research analyst picks the legs (calls, puts or futures on Nifty, Bank Nifty or Fin Nifty), sizes them and manages them for as long as the trade runs.",
  },
  {
    icon: Compass,
    title: "Pick one that fits you",
    text: "Compare tradeboxes by risk, the funds they need, the market view they take and their past results.",
  },
  {
    icon: SlidersHorizontal,
    title: "Place it in one go",
    text: "Choose how many lots, check the margin against your funds and confirm. Every leg goes to your broker, hedges first.",
  },
  {
    icon: Activity,
    title: "Track, adjust, exit",
    text: "Follow live profit and loss on Track. When the analyst adjusts the tradebox you see 'Adjustment Available' and apply it with one confirmation; exit whenever you like.",
  },
];

/** The four things a new trader needs to know, in order. */
export function OnboardingSteps() {
  return (
    <Stack as="ol" gap="3" listStyleType="none">
      {STEPS.map(({ icon: Icon, title, text }, index) => (
        <HStack
          as="li"
          key={title}
          align="start"
          gap="4"
          p="4"
          rounded="xl"
          borderWidth="1px"
          bg="bg.surface"
        >
          <Circle size="10" bg="accent.subtle" color="accent.fg" flexShrink="0">
            <Icon size={20} aria-hidden />
          </Circle>
          <Box>
            <Text fontSize="xs" color="accent.fg" fontWeight="bold">
              Step {index + 1}
            </Text>
            <Text fontWeight="semibold">{title}</Text>
            <Text color="fg.muted" fontSize="sm" mt="1">
              {text}
            </Text>
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}
