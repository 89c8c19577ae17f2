import { Box, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import type { NavItem } from "../nav-items";
import { PageContainer } from "../page-container";
import { Disclaimer } from "./disclaimer";
import { DisclaimerText } from "./disclaimer-text";
import { REGULATORY_DETAILS as RA } from "./regulatory-details";

interface Props {
  /** The logged-in trader's broker's legal name; 'your broker' when unknown. */
  brokerName?: string;
  /** Links above the disclaimer (the logged-out pages'). */
  links?: readonly NavItem[];
}

/**
 * Spec §2 screen 10: the disclaimer footer. On phones the full text inline; on tablet and
 * desktop one line of registration details and a 'Disclaimer' button opening it in a drawer.
 */
export function SiteFooter({ brokerName, links }: Props) {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle">
      <PageContainer py={{ base: "6", md: "5" }}>
        <Stack gap={{ base: "5", md: "3" }}>
          {links && <FooterLinks links={links} />}
          <Box hideFrom="md">
            <DisclaimerText brokerName={brokerName} />
          </Box>
          <Flex align="center" justify="space-between" gap="4" wrap="wrap">
            <Text fontSize="xs" color="fg.muted">
              © {year} {RA.entity}
              <Box as="span" hideBelow="md">
                {" "}
                · SEBI Research Analyst {RA.raRegistrationNumber} · BSE Enlistment No.{" "}
                {RA.bseEnlistmentNumber}
              </Box>
            </Text>
            <Box hideBelow="md">
              <Disclaimer>
                <DisclaimerText brokerName={brokerName} fontSize="sm" />
              </Disclaimer>
            </Box>
          </Flex>
        </Stack>
      </PageContainer>
    </Box>
  );
}

function FooterLinks({ links }: { links: readonly NavItem[] }) {
  return (
    <HStack as="nav" aria-label="Footer" gap={{ base: "1", md: "4" }} wrap="wrap" ms="-2">
      {links.map((item) => (
        <Link
          key={item.label}
          asChild
          minH="10"
          px="2"
          fontSize="sm"
          color="fg.muted"
          _hover={{ color: "fg" }}
        >
          {item.external ? (
            <a href={item.href} target="_blank" rel="noopener noreferrer">
              {item.label}
            </a>
          ) : (
            <NextLink href={item.href}>{item.label}</NextLink>
          )}
        </Link>
      ))}
    </HStack>
  );
}
