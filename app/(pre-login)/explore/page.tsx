import { routeMetadata } from "@/components/layout/route-metadata";
import { ExploreView } from "@/components/explore/explore-view";

export const metadata = routeMetadata("explore");

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /explore (spec §2): every tradebox the viewer may follow, searched on the server. */
export default async function ExplorePage({ searchParams }: Props) {
  return <ExploreView searchParams={await searchParams} />;
}
