"use client";

import { Download, Printer } from "lucide-react";
import { PlainButton } from "@/components/ui/plain-button";
import { statementCsv } from "@/lib/statement/statement-csv";
import type { StatementWire } from "@/lib/statement/statement-wire";
import { downloadCsv } from "./download-file";
import styles from "./statement.module.css";

/** The CSV's file name: `strikeline-statement-2026-27.csv`. */
export const csvFileName = (financialYear: string) => `strikeline-statement-${financialYear}.csv`;

/** Download the year as CSV, or print the page (its print stylesheet keeps the statement only). */
export function StatementActions({ statement }: { statement: StatementWire | undefined }) {
  return (
    <div className={`${styles.actions} ${styles.noPrint}`}>
      <PlainButton
        variant="outline"
        size="sm"
        disabled={!statement}
        data-testid="statement-download"
        onClick={() => {
          if (statement) {
            downloadCsv(csvFileName(statement.financial_year), statementCsv(statement));
          }
        }}
      >
        <Download aria-hidden /> Download CSV
      </PlainButton>
      <PlainButton
        variant="outline"
        size="sm"
        disabled={!statement}
        data-testid="statement-print"
        onClick={() => window.print()}
      >
        <Printer aria-hidden /> Print
      </PlainButton>
    </div>
  );
}
