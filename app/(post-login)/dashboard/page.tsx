import { DashboardView } from "@/components/dashboard/dashboard-view";
import { routeMetadata } from "@/components/layout/route-metadata";
import { readSession } from "@/components/session/read-session";

export const metadata = routeMetadata("dashboard");

export default async function DashboardPage() {
  const session = await readSession();
  return <DashboardView broker={session?.broker ?? null} />;
}
