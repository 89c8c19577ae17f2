"use client";

import { CloudOff, RotateCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { PlainButton } from "@/components/ui/plain-button";
import { ResultsMessage } from "./results-message";

/** The search service did not answer: say so and let the trader try again. */
export function ResultsError() {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  return (
    <ResultsMessage
      role="alert"
      icon={CloudOff}
      title="Tradeboxes could not be loaded"
      actions={
        <PlainButton busy={retrying} onClick={() => startRetry(() => router.refresh())}>
          <RotateCw aria-hidden /> Retry
        </PlainButton>
      }
    >
      The tradebox search is not answering right now. Your search and filters are kept; try again in
      a moment.
    </ResultsMessage>
  );
}
