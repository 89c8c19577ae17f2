import { Box, Button, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { REGULATORY_DETAILS as RA } from "@/components/layout/footer/regulatory-details";
import { COMPLIANCE_SECTION_ID, LOGIN_HREF } from "@/components/layout/nav-items";
import { PageContainer } from "@/components/layout/page-container";

const DETAILS = [
  ["Research Analyst", RA.entity],
  ["SEBI Registration No.", RA.raRegistrationNumber],
  ["BSE Enlistment No.", RA.bseEnlistmentNumber],
  ["CIN", RA.cin],
] as const;

/** The section the nav's 'Compliance' link jumps to (`/#compliance`); the footer has the full text. */
export function ComplianceSection() {
  return (
    <Box
      as="section"
      id={COMPLIANCE_SECTION_ID}
      aria-labelledby="compliance-title"
      scrollMarginTop="16"
    >
      <PageContainer py={{ base: "10", md: "16" }}>
        <Stack gap="6" maxW="3xl">
          <Heading as="h2" id="compliance-title" size="2xl">
            Compliance
          </Heading>
          <Text color="fg.muted">
            Every tradebox is researched and managed by a SEBI-registered research analyst. Orders
            go to your broker only when you place them, your funds stay with your broker, and past
            returns do not guarantee future returns.
          </Text>
          <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
            {DETAILS.map(([label, value]) => (
              <Box key={label} p="4" rounded="lg" borderWidth="1px" bg="bg.subtle">
                <Text as="dt" fontSize="xs" color="fg.subtle">
                  {label}
                </Text>
                <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {value}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          <Button asChild alignSelf="start">
            <NextLink href={LOGIN_HREF}>Login</NextLink>
          </Button>
        </Stack>
      </PageContainer>
    </Box>
  );
}
