import { Box, Flex, Heading, Stack, Text, type BoxProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { SURFACE_CARD } from "./surface-card";

interface Props extends Omit<BoxProps, "title"> {
  /** Heading text, also the section's accessible name. */
  title: string;
  subtitle?: ReactNode;
  /** Beside the heading on wide screens, under it on phones. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One card of the profile: a titled panel on the page's surface colour. */
export function ProfileSection({ title, subtitle, aside, children, ...rest }: Props) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Box as="section" aria-labelledby={id} {...SURFACE_CARD} minW="0" {...rest}>
      <Stack gap={{ base: "4", md: "5" }}>
        <Flex gap="3" justify="space-between" align={{ base: "start", md: "center" }} wrap="wrap">
          <Stack gap="1">
            <Heading id={id} as="h2" size={{ base: "md", md: "lg" }}>
              {title}
            </Heading>
            {subtitle && (
              <Text fontSize="sm" color="fg.muted">
                {subtitle}
              </Text>
            )}
          </Stack>
          {aside}
        </Flex>
        {children}
      </Stack>
    </Box>
  );
}
