import { Box, Grid, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { PageContainer } from "@/components/layout/page-container";
import { formatPercent } from "@/lib/format/display-figures";
import { payoffLegFromTemplateSignal } from "@/lib/payoff/legs-from-signals";
import type { PayoffLeg } from "@/lib/payoff/legs";
import { buildPayoffChart } from "@/lib/payoff/profile-payoff-chart";
import { performanceWindowLabel } from "@/lib/performance/summary-figures";
import { tradeboxJsonLd } from "@/lib/seo/tradebox-json-ld";
import { instrumentLabel } from "@/lib/tradebox/display-labels";
import type { StrategyTemplateWire } from "@/lib/tradebox/strategy-template-wire";
import type { TradeboxProfileWire } from "@/lib/tradebox/tradebox-profile-wire";
import type { TradeboxWire } from "@/lib/tradebox/tradebox-wire";
import { FigureTile } from "./figure-tile";
import { JsonLdScript } from "./json-ld-script";
import { LegsSection } from "./legs-section";
import { PayoffSection } from "./payoff-section";
import { PerformanceSection } from "./performance-section";
import { PlaceCard } from "./place-card";
import { ProfileBreadcrumb } from "./profile-breadcrumb";
import { ProfileHeader } from "./profile-header";
import { ProfileSection } from "./profile-section";

/** The template's option and futures legs as the payoff engine takes them. */
function payoffLegs(template: StrategyTemplateWire): PayoffLeg[] {
  return template.signals.flatMap((signal) =>
    signal.expiry_date
      ? (payoffLegFromTemplateSignal({ ...signal, expiry_date: signal.expiry_date }) ?? [])
      : [],
  );
}

/** The place card's headline: the shortest window's return and hit rate. */
function Headline({ tradebox }: { tradebox: TradeboxWire }) {
  const recent = tradebox.last_three_perf;
  const window = performanceWindowLabel("last_three_perf", tradebox.frequency);
  const ret = recent?.compounded_return ?? null;
  return (
    <SimpleGrid columns={2} gap="4">
      <FigureTile
        label={`Return, ${window.toLowerCase()}`}
        value={ret === null ? "—" : formatPercent(ret, { signed: true })}
        tone={ret === null || ret === 0 ? "neutral" : ret > 0 ? "profit" : "loss"}
      />
      <FigureTile
        label="Win rate"
        value={recent?.success_ratio == null ? "—" : formatPercent(recent.success_ratio)}
      />
    </SimpleGrid>
  );
}

const AREAS = {
  base: `"header" "place" "payoff" "performance" "legs" "about"`,
  lg: `"header place" "payoff place" "performance place" "legs place" "about place"`,
};

/**
 * The tradebox profile, server-rendered for visitors and search engines: header, the place
 * card (beside the content from lg, under the header below it), payoff, performance, legs and
 * the analyst's description. Only the charts and the favourite toggle run in the browser.
 */
export function TradeboxProfile({
  profile,
  loggedIn,
  now,
}: {
  profile: TradeboxProfileWire;
  loggedIn: boolean;
  now: Date;
}) {
  const { tradebox, template } = profile;
  const legs = payoffLegs(template);
  const chart = buildPayoffChart({
    legs,
    payoffData: tradebox.payoff_data,
    entryTime: new Date(tradebox.basket_creation_time ?? tradebox.created_time),
    now,
  });
  return (
    <PageContainer py={{ base: "4", md: "8" }}>
      <JsonLdScript data={tradeboxJsonLd(tradebox)} />
      <Stack gap={{ base: "4", md: "6" }}>
        <ProfileBreadcrumb name={tradebox.name} />
        <Grid
          templateAreas={AREAS}
          templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 320px" }}
          columnGap="6"
          rowGap={{ base: "4", md: "6" }}
          alignItems="start"
        >
          <Box gridArea="header">
            <ProfileHeader tradebox={tradebox} />
          </Box>
          <Box gridArea="place" position={{ lg: "sticky" }} top={{ lg: "20" }}>
            <PlaceCard
              tradebox={tradebox}
              loggedIn={loggedIn}
              figures={<Headline tradebox={tradebox} />}
            />
          </Box>
          {chart && (
            <Box gridArea="payoff" minW="0">
              <PayoffSection
                chart={chart}
                underlying={instrumentLabel(tradebox.underlying_token)}
              />
            </Box>
          )}
          <Box gridArea="performance" minW="0">
            <PerformanceSection
              frequency={tradebox.frequency}
              windows={{
                last_three_perf: tradebox.last_three_perf,
                last_six_perf: tradebox.last_six_perf,
                last_nine_perf: tradebox.last_nine_perf,
              }}
            />
          </Box>
          <Box gridArea="legs" minW="0">
            <LegsSection legs={template.signals} />
          </Box>
          {tradebox.long_description && (
            <Box gridArea="about" minW="0">
              <ProfileSection title="About this tradebox">
                <Text color="fg.muted" whiteSpace="pre-line">
                  {tradebox.long_description}
                </Text>
              </ProfileSection>
            </Box>
          )}
        </Grid>
      </Stack>
    </PageContainer>
  );
}
