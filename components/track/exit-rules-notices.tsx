"use client";

import alert from "@/components/ui/alert.module.css";
import { PlainButton } from "@/components/ui/plain-button";
import { logOut } from "@/components/session/logout";
import { indiaTimeOfDay } from "@/lib/exit-rules/exit-time";
import type { ExitRulesStateWire } from "@/lib/exit-rules/exit-rules-wire";
import { loginPathFor } from "@/lib/routing/redirect-path";
import banner from "./basket-banner.module.css";

/**
 * A broker session that has ended is renewed by logging in again: the session cookie goes, and
 * login brings the trader back to this page (a logged-in visit to /login would go to the
 * dashboard instead).
 */
function logInAgain() {
  logOut({ to: loginPathFor(window.location.pathname + window.location.search) });
}

/**
 * What the services say of a basket's rules: why they wait (their message, as is) and the rule
 * that exited the basket.
 */
export function ExitRulesNotices({ rules }: { rules: ExitRulesStateWire }) {
  const { waiting, fired } = rules;
  return (
    <>
      {waiting ? (
        <div
          className={`${banner.banner} ${banner.warning}`}
          role="status"
          data-testid="exit-rules-waiting"
        >
          <div className={alert.content}>
            <div className={alert.title}>
              Exit rules are waiting · since {indiaTimeOfDay(new Date(waiting.since)).slice(0, 5)}
            </div>
            <div className={alert.description}>{waiting.message}</div>
          </div>
          {waiting.kind === "NO_SESSION" ? (
            <PlainButton size="sm" palette="orange" onClick={logInAgain}>
              Log in
            </PlainButton>
          ) : null}
        </div>
      ) : null}
      {fired ? (
        <div className={`${banner.banner} ${banner.info}`} data-testid="exit-rules-fired">
          <div className={alert.description}>{fired}</div>
        </div>
      ) : null}
    </>
  );
}
