"use client";

import { lazy, Suspense, useId, useState } from "react";
import { removeExitRules } from "@/api-clients/bridge/basket-orders";
import { useExitRulesChange } from "@/components/exit-rules/use-exit-rules-change";
import card from "@/components/positions/card.module.css";
import tones from "@/components/positions/tones.module.css";
import heading from "@/components/ui/heading.module.css";
import { PlainButton } from "@/components/ui/plain-button";
import type { BasketInfoWire } from "@/lib/basket/user-basket-wire";
import type { Paise } from "@/lib/money/paise";
import { exitRuleLines } from "@/lib/track/exit-rule-lines";
import { ExitRulesNotices } from "./exit-rules-notices";
import styles from "./exit-rules-panel.module.css";

// The form loads when first opened: it draws with Chakra, inside ResponsiveModal's own scope.
const ExitRulesDialog = lazy(() =>
  import("@/components/exit-rules/exit-rules-dialog").then((m) => ({
    default: m.ExitRulesDialog,
  })),
);

/** A basket whose rules are being carried out, or are done: they can no longer change. */
const SETTLED_STATUSES: readonly BasketInfoWire["status"][] = ["EXITING", "EXITED"];

interface Props {
  info: BasketInfoWire;
  /** The basket's live P&L, as Track sums it: each rule's distance is measured from it. */
  pnl: Paise;
}

/**
 * Track's exit rules of a live basket: each rule with where it acts and how far the live P&L is
 * from it, why they wait (with a way to log in again), the rule that fired, and Add, Edit and
 * Remove. Plain CSS, no Chakra: a basket's first screen shows it (docs/web-performance.md).
 */
export function ExitRulesPanel({ info, pnl }: Props) {
  const titleId = useId();
  // Each opening of the form starts afresh from the basket's rules of that moment; once opened,
  // it stays mounted so it closes with its animation.
  const [openings, setOpenings] = useState(0);
  const [editing, setEditing] = useState(false);
  const edit = () => {
    setOpenings((count) => count + 1);
    setEditing(true);
  };
  const rules = info.exit_rules ?? null;
  const remove = useExitRulesChange(info.id, (_: void, token) =>
    removeExitRules(info.id, { token }),
  );
  const lines = rules ? exitRuleLines(rules, pnl, new Date()) : [];
  const editable = !SETTLED_STATUSES.includes(info.status) && !rules?.fired;
  return (
    <section
      className={`${card.surface} ${styles.panel}`}
      aria-labelledby={titleId}
      data-testid="exit-rules-panel"
    >
      <div className={styles.head}>
        <h3 className={`${heading.heading} ${heading.sm}`} id={titleId}>
          Exit rules
        </h3>
        {editable ? (
          <div className={styles.actions}>
            {lines.length > 0 ? (
              <PlainButton
                size="xs"
                variant="ghost"
                palette="red"
                busy={remove.isPending}
                onClick={() => remove.mutate()}
              >
                Remove exit rules
              </PlainButton>
            ) : null}
            <PlainButton size="xs" variant="outline" onClick={edit} disabled={remove.isPending}>
              {lines.length > 0 ? "Edit exit rules" : "Add exit rules"}
            </PlainButton>
          </div>
        ) : null}
      </div>
      {rules ? <ExitRulesNotices rules={rules} /> : null}
      {lines.length > 0 ? (
        <dl className={styles.rules}>
          {lines.map((line) => (
            <div key={line.kind} className={styles.rule} data-testid="exit-rule">
              <dt className={styles.label}>{line.label}</dt>
              <dd className={styles.text}>{line.text}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={`${styles.empty} ${tones.muted}`}>
          None set. Add a stop-loss, target, trailing stop or timed exit, and the basket is exited
          for you when its P&L or the clock reaches it.
        </p>
      )}
      {remove.isError ? (
        <p className={`${styles.error} ${tones.red}`} role="alert">
          {remove.error.message}
        </p>
      ) : null}
      <Suspense>
        {openings > 0 ? (
          <ExitRulesDialog
            key={openings}
            basketId={info.id}
            rules={rules}
            open={editing}
            onClose={() => setEditing(false)}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
