import { Box, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import NextLink from "next/link";
import type { MegaMenuGroup } from "@/lib/explore/category-menus";
import { routePath } from "@/lib/routing/routes";

interface Props {
  id: string;
  /**
   * The menu's groups, built on the server (MEGA_MENU_GROUPS) and passed down: building their
   * links needs the explore parameters' zod schemas, which then stay out of every page's
   * first load (this panel ships with the logged-in shell, which the public pages may show).
   */
  groups: readonly MegaMenuGroup[];
  open: boolean;
  /** Called when one of its links is followed. */
  onNavigate: () => void;
}

const linkStyle = {
  display: "block",
  py: "1.5",
  fontSize: "sm",
  color: "fg.muted",
  rounded: "sm",
  _hover: { color: "fg", textDecoration: "none" },
} as const;

/**
 * Spec §2 explore mega menu: Popular Categories, By Market Condition, Payoff Potential and
 * Instrument, each item /explore with its category's preset params at page 1 (lib/explore).
 * Always in the HTML (crawlable links), shown only while open.
 */
export function MegaMenuPanel({ id, groups, open, onNavigate }: Props) {
  return (
    <Box
      id={id}
      display={open ? "block" : "none"}
      position="absolute"
      top="100%"
      insetX={{ base: "4", md: "6" }}
      mt="1"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="xl"
      shadow="lg"
      p="6"
    >
      <SimpleGrid as="nav" aria-label="Explore categories" columns={{ base: 3, lg: 5 }} gap="6">
        {groups.map((group, index) => (
          <Stack key={group.title} gap="2">
            <Text
              id={`${id}-${index}`}
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wider"
            >
              {group.title}
            </Text>
            <Box as="ul" listStyleType="none" aria-labelledby={`${id}-${index}`}>
              {group.items.map((item) => (
                <li key={item.categoryId}>
                  <Link asChild {...linkStyle} onClick={onNavigate}>
                    <NextLink href={item.href}>{item.label}</NextLink>
                  </Link>
                </li>
              ))}
            </Box>
          </Stack>
        ))}
        <Stack gap="3" p="4" rounded="lg" bg="accent.subtle" justify="space-between">
          <Text fontSize="sm" color="fg.muted">
            Every analyst-managed tradebox, with its track record, risk and the funds it needs.
          </Text>
          <Link asChild fontSize="sm" fontWeight="semibold" color="accent.fg" onClick={onNavigate}>
            <NextLink href={routePath("explore")}>
              All tradeboxes <ArrowRight size={14} aria-hidden />
            </NextLink>
          </Link>
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
