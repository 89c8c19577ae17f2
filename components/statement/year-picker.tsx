"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTransition } from "react";
import { statementHref } from "./statement-years";
import { NativeSelect } from "@/components/ui/native-select";
import styles from "./statement.module.css";

/**
 * The financial year shown, chosen from the current one back to 2024-25: a native select (the
 * phone's own picker). The choice goes into the URL (`?fy=2025-26`), whose page reads it.
 */
export function YearPicker({ years, current }: { years: readonly string[]; current: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  return (
    <div className={`${styles.picker} ${styles.noPrint}`}>
      <label htmlFor="statement-year" className={styles.pickerLabel}>
        Financial year
      </label>
      <NativeSelect
        id="statement-year"
        className={styles.yearSelect}
        value={current}
        aria-busy={pending || undefined}
        data-testid="statement-year"
        onChange={(event) => {
          const year = event.currentTarget.value;
          startTransition(() => router.push(statementHref(pathname, year)));
        }}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            FY {year}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
