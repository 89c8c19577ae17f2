import { ExternalLink } from "lucide-react";
import { buttonClass } from "@/components/ui/button-class";
import { brokerByCode } from "@/lib/brokers";
import styles from "./add-funds-link.module.css";

/** Where the trader adds funds: the broker's own page (a new tab), or this app's for the test broker. */
function fundsTarget(broker: string | null) {
  const url = broker ? brokerByCode(broker)?.addFundsURL : undefined;
  if (!url) return null;
  const external = url.startsWith("http");
  return {
    href: url,
    external,
    linkProps: external ? { target: "_blank", rel: "noopener noreferrer" } : {},
  };
}

/**
 * 'Add Funds' as a button (dashboard) or an inline link (a shortfall warning). Plain elements
 * with Chakra's looks, so the dashboard's first load carries no Chakra.
 */
export function AddFundsLink({
  broker,
  inline = false,
}: {
  broker: string | null;
  inline?: boolean;
}) {
  const target = fundsTarget(broker);
  if (!target) return null;
  return (
    <a
      href={target.href}
      {...target.linkProps}
      className={inline ? styles.inline : buttonClass({ size: "sm", variant: "outline" })}
    >
      Add Funds
      {target.external ? <ExternalLink size={14} aria-hidden /> : null}
    </a>
  );
}
