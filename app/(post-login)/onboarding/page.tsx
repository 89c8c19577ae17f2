import { routeMetadata } from "@/components/layout/route-metadata";
import { OnboardingView } from "./onboarding-view";
import { readSession } from "@/components/session/read-session";

export const metadata = routeMetadata("onboarding");

export default async function OnboardingPage() {
  const session = await readSession();
  return <OnboardingView broker={session?.broker ?? null} />;
}
