import { Box, DataList, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { REGULATORY_DETAILS as RA } from "@/components/layout/footer/regulatory-details";
import { PRODUCT_NAME } from "@/lib/product";
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from "@/lib/support-contact";

const REGISTRATION = [
  { label: "Research Analyst", value: RA.entity },
  { label: "SEBI registration", value: RA.raRegistrationNumber },
  { label: "BSE enlistment", value: RA.bseEnlistmentNumber },
  { label: "CIN", value: RA.cin },
] as const;

/** The research analyst's registration and disclosures (spec §1), for the account area. */
export function RegulatoryDisclosure({ brokerName }: { brokerName?: string }) {
  return (
    <Stack gap="6">
      <Section title="Registration">
        <DataList.Root orientation="horizontal" size="sm" gap="2.5">
          {REGISTRATION.map((item) => (
            <DataList.Item key={item.label}>
              <DataList.ItemLabel minW="36">{item.label}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="medium">{item.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Section>
      <Section title="What we provide">
        <Text>
          {PRODUCT_NAME} publishes research in the form of analyst-managed baskets of option and
          future positions (tradeboxes). It is general research, not advice suited to your own
          finances; decide on every order yourself. Orders are placed only by you, through your own
          account with {brokerName ?? "your broker"}.
        </Text>
      </Section>
      <Section title="Risk">
        <Text>
          Trading in derivatives carries a high risk of loss. As per a SEBI study, 9 out of 10
          individual traders in the equity futures and options segment incurred net losses. Past
          returns shown for a tradebox do not guarantee future returns. Investments in the
          securities market are subject to market risks; read all related documents carefully before
          investing.
        </Text>
      </Section>
      <Section title="Grievances">
        <Text>
          Write to{" "}
          <Link href={SUPPORT_MAILTO} color="accent.fg">
            {SUPPORT_EMAIL}
          </Link>
          . If you are not satisfied with our answer, you may raise a complaint on SEBI&apos;s
          SCORES portal (scores.sebi.gov.in).
        </Text>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="sm" mb="2">
        {title}
      </Heading>
      <Box color="fg.muted" fontSize="sm" lineHeight="tall">
        {children}
      </Box>
    </Box>
  );
}
