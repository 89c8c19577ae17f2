"use client";

import { usePathname } from "next/navigation";
import { matchRoute, type RouteMatch } from "@/lib/routing/routes";

/** The route-table entry of the page showing, or null on a path outside the table. */
export function useCurrentRoute(): RouteMatch | null {
  return matchRoute(usePathname());
}
