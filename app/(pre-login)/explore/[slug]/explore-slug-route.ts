import { notFound } from "next/navigation";
import { matchRoute, routePath, type RouteMatch } from "@/lib/routing/routes";

export interface SlugProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * One folder serves `/explore/{broker}` and `/explore/{sid}`; the route table decides which
 * (`{broker}` matches broker codes only).
 */
export async function exploreSlugRoute({ params }: SlugProps): Promise<RouteMatch> {
  const { slug } = await params;
  const match = matchRoute(`${routePath("explore")}/${encodeURIComponent(slug)}`);
  if (!match) notFound();
  return match;
}
