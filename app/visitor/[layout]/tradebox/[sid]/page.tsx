import type { Metadata } from "next";
import { loadPublicTradeboxProfile } from "@/components/tradebox-profile/load-tradebox-profile";
import { TradeboxProfile } from "@/components/tradebox-profile/tradebox-profile";
import { tradeboxMetadata } from "@/components/tradebox-profile/tradebox-metadata";

// The payoff's today curve moves with the clock and the index: rendered again when stale, and at
// once when an analyst changes the tradebox (api/revalidate). Next reads a literal only: the
// table is lib/page-cache/visitor-page-lifetimes.ts, and its test holds this to it.
export const revalidate = 60;

/** Each profile is rendered on its first visit, then served from cache. */
export function generateStaticParams(): { sid: string }[] {
  return [];
}

interface Props {
  params: Promise<{ layout: string; sid: string }>;
}

async function sidOf({ params }: Props): Promise<string> {
  return decodeURIComponent((await params).sid);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return tradeboxMetadata((await loadPublicTradeboxProfile(await sidOf(props))).tradebox);
}

/** A visitor's view of `/explore/{sid}`: the public profile, the same for every visitor. */
export default async function CachedTradeboxPage(props: Props) {
  const profile = await loadPublicTradeboxProfile(await sidOf(props));
  return <TradeboxProfile profile={profile} loggedIn={false} now={new Date()} />;
}
