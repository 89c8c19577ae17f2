import { routeMetadata } from "@/components/layout/route-metadata";
import { BrokerStrip } from "./_landing/broker-strip";
import { ClosingCall } from "./_landing/closing-call";
import { ComplianceSection } from "./_landing/compliance-section";
import { ExploreByView } from "./_landing/explore-by-view";
import { Features } from "./_landing/features";
import { Hero } from "./_landing/hero";
import { HowItWorks } from "./_landing/how-it-works";

export const metadata = routeMetadata("home");

// How long the cached copy is fresh. Next reads a literal only: lib/page-cache/
// visitor-page-lifetimes.ts is the table, and its test holds this to it.
export const revalidate = 3600;

/** Spec §2 '/': the marketing page. Server-rendered, no client code of its own. */
export default function LandingPage() {
  return (
    <>
      <Hero />
      <BrokerStrip />
      <Features />
      <HowItWorks />
      <ExploreByView />
      <ComplianceSection />
      <ClosingCall />
    </>
  );
}
