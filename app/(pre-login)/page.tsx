import { routeMetadata } from "@/components/layout/route-metadata";
import { ComplianceSection } from "./_landing/compliance-section";
import { Hero } from "./_landing/hero";
import { HowItWorks } from "./_landing/how-it-works";

export const metadata = routeMetadata("home");

export default function LandingPage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <ComplianceSection />
    </>
  );
}
