"use client";

import { ApiStatusError, ValidationError } from "@/api-clients/errors";
import { PlainButton } from "@/components/ui/plain-button";
import styles from "./query-error.module.css";

/** What a failed read says to the trader (spec §8 wording where it has one). */
function messageOf(error: unknown): { title: string; description: string } {
  if (error instanceof ValidationError) {
    return { title: "Something went wrong", description: "Please refresh the page" };
  }
  if (error instanceof ApiStatusError && error.status === 404) {
    return { title: "Not found", description: error.message };
  }
  if (error instanceof ApiStatusError && error.isForbidden) {
    return { title: "Not allowed", description: "You are not allowed to take this action" };
  }
  const description = error instanceof Error ? error.message : "Please refresh the page";
  return { title: "Error in the server", description };
}

/**
 * An inline error for a read that failed, with a way to try again. Chakra's error Alert drawn in
 * plain CSS: the trader pages' first screens show it (docs/web-performance.md, rule 2).
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { title, description } = messageOf(error);
  return (
    <div className={styles.alert}>
      <span className={styles.indicator}>
        {/* Chakra's alert warning icon. */}
        <svg viewBox="0 0 24 24" aria-hidden>
          <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
        </svg>
      </span>
      <div className={styles.content}>
        <div className={styles.title}>{title}</div>
        <div className={styles.description}>{description}</div>
      </div>
      {onRetry ? (
        <PlainButton size="sm" variant="outline" onClick={onRetry}>
          Try again
        </PlainButton>
      ) : null}
    </div>
  );
}
