import { Button, Link } from "@chakra-ui/react";
import { ExternalLink } from "lucide-react";
import { brokerByCode } from "@/lib/brokers";

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

/** 'Add Funds' as a button (dashboard) or an inline link (a shortfall warning). */
export function AddFundsLink({
  broker,
  inline = false,
}: {
  broker: string | null;
  inline?: boolean;
}) {
  const target = fundsTarget(broker);
  if (!target) return null;
  const label = (
    <>
      Add Funds
      {target.external ? <ExternalLink size={14} aria-hidden /> : null}
    </>
  );
  if (inline) {
    return (
      <Link href={target.href} {...target.linkProps} fontWeight="semibold">
        {label}
      </Link>
    );
  }
  return (
    <Button asChild size="sm" variant="outline" flexShrink="0">
      <a href={target.href} {...target.linkProps}>
        {label}
      </a>
    </Button>
  );
}
