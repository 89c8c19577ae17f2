"use client";

import { useEffect, useRef, useState } from "react";
import { LoginProblem } from "@/components/login/login-problem";
import { LoginProgress } from "@/components/login/login-progress";
import { verifyLoginReplySchema, type VerifyLoginReply } from "@/lib/login/finish-login";
import { LOGIN_VERIFY_HANDLER_PATH } from "@/lib/login/hand-off-form";
import type { LoginErrorKind } from "@/lib/login/login-errors";

/**
 * Sends the broker's answer to the verify handler (which checks the state, has the bridge
 * exchange the token and sets the session cookie), then goes where it says: a full page load, so
 * every layout sees the new session.
 */
export function VerifyLogin({
  query,
  retryHref,
}: {
  query: Record<string, string>;
  retryHref: string;
}) {
  const [failed, setFailed] = useState<LoginErrorKind | null>(null);
  // The state is single-use: the call must go out once, even if an effect runs twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify(query).then((reply) => {
      if (reply.ok) window.location.replace(reply.location);
      else setFailed(reply.kind);
    });
  }, [query]);
  if (failed) return <LoginProblem kind={failed} retryHref={retryHref} />;
  return <LoginProgress>Confirming your login with your broker…</LoginProgress>;
}

async function verify(query: Record<string, string>): Promise<VerifyLoginReply> {
  try {
    const response = await fetch(LOGIN_VERIFY_HANDLER_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query }),
    });
    const reply = verifyLoginReplySchema.safeParse(await response.json());
    return reply.success ? reply.data : { ok: false, kind: "unavailable" };
  } catch {
    return { ok: false, kind: "unavailable" };
  }
}
