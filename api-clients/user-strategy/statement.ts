import { queryOptions } from "@tanstack/react-query";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { statementWireSchema, type StatementWire } from "@/lib/statement/statement-wire";
import type { CallOptions } from "../call-options";
import { requestData } from "../envelope";

// The trader's statement for a tax return on the user/strategy service (docs/charges.md,
// 'Statement').

/** GET /statement data: one financial year's closed baskets, legs, charges and totals. */
export const statementDataSchema = statementWireSchema;

/**
 * GET /statement?fy=2026-27: the trader's baskets closed in the financial year (April to March),
 * with the year's totals. A label that is no financial year is answered 400.
 */
export function getStatement(financialYear: string, options: CallOptions): Promise<StatementWire> {
  return requestData({
    ...options,
    baseUrl: SERVICE_URLS.userStrategy,
    path: "/statement",
    query: { fy: financialYear },
    flag: "is_success",
    data: statementDataSchema,
  });
}

/** The statement's query keys: one a financial year, under one root. */
export const statementKeys = {
  all: ["statement"] as const,
  year: (financialYear: string) => ["statement", financialYear] as const,
};

/** The statement's query options; the token authenticates the fetch and is not part of the key. */
export function statementQuery(financialYear: string, token: string | undefined) {
  return queryOptions({
    queryKey: statementKeys.year(financialYear),
    queryFn: ({ signal }) => getStatement(financialYear, { token, signal }),
  });
}
