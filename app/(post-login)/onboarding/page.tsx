import { routeMetadata } from "@/components/layout/route-metadata";
import { OnboardingView } from "./onboarding-view";
import { readSession } from "@/components/session/read-session";
import { ChakraScope } from "@/components/ui/provider";

export const metadata = routeMetadata("onboarding");

export default async function OnboardingPage() {
  const session = await readSession();
  return (
    <ChakraScope>
      <OnboardingView broker={session?.broker ?? null} />
    </ChakraScope>
  );
}
