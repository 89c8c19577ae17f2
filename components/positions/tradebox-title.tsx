import { Box, HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { TradeboxThumb } from "./tradebox-thumb";

interface Props {
  image: string;
  name: string;
  /** The page's own heading (place order) or a section's (a basket in the track panel). */
  as: "h1" | "h2";
  /** Lines under the name: kind, status, lots, links. */
  children: ReactNode;
}

/** A tradebox's image and name heading a screen, with what the screen says about it below. */
export function TradeboxTitle({ image, name, as, children }: Props) {
  return (
    <HStack gap="3" align="start">
      <TradeboxThumb src={image} large />
      <Box flex="1" minW="0">
        <Text as={as} fontSize="lg" fontWeight="bold" lineClamp={2}>
          {name}
        </Text>
        {children}
      </Box>
    </HStack>
  );
}
