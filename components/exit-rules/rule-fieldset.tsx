import { Box, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * A rule of several inputs under its name: a plain fieldset and legend (Chakra's Fieldset would
 * bring its recipe to every page that loads Chakra, components/ui/theme/recipes.ts).
 */
export function RuleFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box as="fieldset" minW="0" m="0" p="0" borderWidth="0">
      <Text as="legend" p="0" mb="2" fontSize="sm" fontWeight="medium">
        {legend}
      </Text>
      <Stack gap="2">{children}</Stack>
    </Box>
  );
}
