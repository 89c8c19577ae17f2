import { statementQuery } from "@/api-clients/user-strategy/statement";
import { shellAccountFrom } from "@/components/layout/post-login/shell-account";
import { routeMetadata } from "@/components/layout/route-metadata";
import { PrefetchedQueries } from "@/components/session/prefetched-queries";
import { readSession } from "@/components/session/read-session";
import { StatementView } from "@/components/statement/statement-view";
import { chosenYear, statementYears, YEAR_PARAM } from "@/components/statement/statement-years";
import { indiaClock } from "@/lib/market/india-time";

export const metadata = routeMetadata("accountStatement");

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The statement of the year in the URL (`?fy=2026-27`), else of the current one by India's date. */
export default async function StatementPage({ searchParams }: Props) {
  const years = statementYears(indiaClock(new Date()).date);
  const year = chosenYear((await searchParams)[YEAR_PARAM], years);
  const session = await readSession();
  const account = session ? shellAccountFrom(session) : null;
  return (
    <PrefetchedQueries
      prefetch={(client, token) => client.prefetchQuery(statementQuery(year.label, token))}
    >
      <StatementView
        year={year}
        years={years.map((y) => y.label)}
        account={account ? `${account.clientId} · ${account.brokerNickname}` : null}
      />
    </PrefetchedQueries>
  );
}
