"use client";

import { Alert, Button } from "@chakra-ui/react";
import { ApiStatusError, ValidationError } from "@/api-clients/errors";

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

/** An inline error for a read that failed, with a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { title, description } = messageOf(error);
  return (
    <Alert.Root status="error" rounded="xl" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert.Root>
  );
}
