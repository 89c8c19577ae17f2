import type { ReactNode } from "react";
import { PageContainer } from "./page-container";
import { RouteHeading } from "./route-heading";
import type { RouteRef } from "./route-metadata";

/** A page of the app shell whose content is still to come: its heading in the content column. */
export function RoutePlaceholder({ route, children }: { route: RouteRef; children: ReactNode }) {
  return (
    <PageContainer py={{ base: "6", md: "10" }}>
      <RouteHeading route={route}>{children}</RouteHeading>
    </PageContainer>
  );
}
