import { Link } from "@chakra-ui/react";
import { ChevronRight } from "lucide-react";
import NextLink from "next/link";
import { StandaloneHeader } from "@/components/positions/standalone-header";
import { routeById, routePath } from "@/lib/routing/routes";

/** Place order's own header (spec §2: no app navigation): back, title, the tradebox's profile. */
export function PlaceOrderHeader({ strategyId }: { strategyId: string }) {
  return (
    <StandaloneHeader
      title={routeById("placeOrder").title}
      fallbackHref={routePath("dashboard")}
      action={
        <Link asChild fontSize="sm" color="accent.fg" px="2">
          <NextLink href={routePath("tradeboxProfile", { sid: strategyId })}>
            Tradebox profile <ChevronRight size={14} aria-hidden />
          </NextLink>
        </Link>
      }
    />
  );
}
