"use client";

import { ApiStatusError, ValidationError } from "@/api-clients/errors";
import { AlertIcon } from "@/components/ui/alert-icon";
import { PlainButton } from "@/components/ui/plain-button";
import styles from "@/components/ui/alert.module.css";

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
      <AlertIcon status="error" />
      <div className={styles.content}>
        <div className={styles.title}>{title}</div>
        <div className={styles.description}>{description}</div>
      </div>
      {onRetry ? (
        <PlainButton size="sm" variant="outline" palette="red" onClick={onRetry}>
          Try again
        </PlainButton>
      ) : null}
    </div>
  );
}
