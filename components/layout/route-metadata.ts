import type { Metadata } from "next";
import { routeById, type RouteDef, type RouteId } from "@/lib/routing/routes";

/** A route-table entry, by id or as matched from a path. */
export type RouteRef = RouteId | RouteDef;

export function resolveRoute(route: RouteRef): RouteDef {
  return typeof route === "string" ? routeById(route) : route;
}

/** A page's metadata from the route table; the root layout's template adds the product suffix. */
export function routeMetadata(route: RouteRef): Metadata {
  return { title: resolveRoute(route).title };
}
