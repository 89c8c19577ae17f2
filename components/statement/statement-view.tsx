"use client";

import { useQuery } from "@tanstack/react-query";
import { statementQuery } from "@/api-clients/user-strategy/statement";
import { PageContainer } from "@/components/layout/page-container";
import { EmptyState } from "@/components/positions/empty-state";
import { QueryError } from "@/components/positions/query-error";
import { useSessionToken } from "@/components/session/client-session-token";
import { Skeleton } from "@/components/ui/skeleton";
import { formatIsoDate } from "@/lib/format/display-figures";
import type { FinancialYear } from "@/lib/statement/financial-year";
import type { StatementWire } from "@/lib/statement/statement-wire";
import { routeById } from "@/lib/routing/routes";
import heading from "@/components/ui/heading.module.css";
import { StatementActions } from "./statement-actions";
import { StatementBasket } from "./statement-basket";
import { StatementTotals } from "./statement-totals";
import { YearPicker } from "./year-picker";
import styles from "./statement.module.css";

function StatementBody({ statement }: { statement: StatementWire }) {
  if (statement.baskets.length === 0) {
    return (
      <div className={styles.empty} data-testid="statement-empty">
        <EmptyState
          title={`No closed tradeboxes in FY ${statement.financial_year}`}
          text={`Tradeboxes you exit between ${formatIsoDate(statement.from)} and ${formatIsoDate(statement.to)} show here with their legs, charges and net P&L.`}
        />
      </div>
    );
  }
  return (
    <>
      <StatementTotals statement={statement} />
      <section className={styles.baskets} aria-labelledby="statement-baskets-title">
        <h2 id="statement-baskets-title" className={`${heading.heading} ${heading.md}`}>
          Closed tradeboxes
        </h2>
        {statement.baskets.map((basket) => (
          <StatementBasket key={basket.basket_id} basket={basket} />
        ))}
      </section>
    </>
  );
}

/**
 * /account/statement: one financial year's closed baskets for the tax return, the year's totals
 * first, with a CSV download and a print of the page. The year comes from the URL (the page
 * reads it), the trader's account line from the session.
 */
export function StatementView({
  year,
  years,
  account,
}: {
  year: FinancialYear;
  years: readonly string[];
  /** 'AB12 · Test Broker': who the statement is of, printed under its title. */
  account: string | null;
}) {
  const token = useSessionToken();
  const statement = useQuery({
    ...statementQuery(year.label, token),
    enabled: token !== undefined,
  });
  const body = (() => {
    if (statement.isError) {
      return <QueryError error={statement.error} onRetry={() => statement.refetch()} />;
    }
    if (!statement.data) return <Skeleton height="64" rounded="xl" />;
    return <StatementBody statement={statement.data} />;
  })();
  return (
    <PageContainer py={{ base: "4", md: "8" }} maxW="4xl">
      <div className={styles.statement}>
        <div className={styles.head}>
          <h1 className={`${heading.heading} ${heading.xl2} ${styles.title}`}>
            {routeById("accountStatement").title}
          </h1>
          <p className={styles.period}>
            FY {year.label} · {formatIsoDate(year.from)} to {formatIsoDate(year.to)}
            {account ? ` · ${account}` : ""}
          </p>
        </div>
        <div className={styles.toolbar}>
          <YearPicker years={years} current={year.label} />
          <StatementActions statement={statement.data} />
        </div>
        {body}
      </div>
    </PageContainer>
  );
}
