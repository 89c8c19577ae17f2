import { SANDBOX_LABEL } from "@/lib/sandbox";
import badge from "@/components/ui/badge.module.css";

/** Marks a trader's broker that is a sandbox on this server, so nobody takes it for live. */
export function SandboxBadge({ sandbox }: { sandbox: boolean | undefined }) {
  if (!sandbox) return null;
  return (
    <span className={`${badge.badge} ${badge.orange}`} data-testid="sandbox-badge">
      {SANDBOX_LABEL}
    </span>
  );
}

/** The badge with what it means, where the trader is about to trade or watches a basket. */
export function SandboxNote({ sandbox, brokerName }: { sandbox: boolean; brokerName: string }) {
  if (!sandbox) return null;
  return (
    <div className={badge.note} data-testid="sandbox-note">
      <SandboxBadge sandbox />
      <p className={badge.noteText}>
        {brokerName} {SANDBOX_LABEL.toLowerCase()} on this server: no real account and no real
        money. Orders fill at the simulated market&apos;s prices.
      </p>
    </div>
  );
}
