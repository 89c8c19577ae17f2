import { routeMetadata } from "@/components/layout/route-metadata";
import { ExploreForRequest } from "@/components/explore/explore-for-request";

export const metadata = routeMetadata("explore");

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /explore (spec §2): every tradebox the viewer may follow, searched on the server. */
export default async function ExplorePage({ searchParams }: Props) {
  return <ExploreForRequest searchParams={await searchParams} />;
}
