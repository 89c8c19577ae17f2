import { Button } from "@chakra-ui/react";
import { LogIn, ShoppingBasket } from "lucide-react";
import NextLink from "next/link";
import { loginPathFor } from "@/lib/routing/redirect-path";
import { routePath, withIntent } from "@/lib/routing/routes";
import { tradeboxProfilePath } from "@/lib/seo/tradebox-seo";
import { acceptsNewOrders } from "@/lib/tradebox/accepts-orders";
import type { TradeboxWire } from "@/lib/tradebox/tradebox-wire";

/**
 * The way in, the card's one Chakra button (a client-side route change, the app's button look):
 * logged in, Place goes to the phone's Place Order page, and on tablets and desktops opens Place
 * Order over this profile (`?place=`, the post-login shell's modal), by CSS alone; logged out,
 * to the login, which brings the trader back to this profile.
 */
export function PlaceCall({
  tradebox,
  loggedIn,
}: {
  tradebox: Pick<TradeboxWire, "id" | "slug" | "status">;
  loggedIn: boolean;
}) {
  if (!acceptsNewOrders(tradebox.status)) {
    return (
      <Button size="lg" disabled>
        Not taking new orders
      </Button>
    );
  }
  if (!loggedIn) {
    return (
      <Button asChild size="lg">
        <NextLink href={loginPathFor(tradeboxProfilePath(tradebox.slug))}>
          <LogIn aria-hidden />
          Login to Place
        </NextLink>
      </Button>
    );
  }
  const place = (
    <>
      <ShoppingBasket aria-hidden />
      Place Tradebox
    </>
  );
  return (
    <>
      <Button asChild size="lg" hideFrom="md">
        <NextLink href={routePath("placeOrder", { basket: tradebox.id })}>{place}</NextLink>
      </Button>
      <Button asChild size="lg" hideBelow="md">
        <NextLink
          href={withIntent(tradeboxProfilePath(tradebox.slug), { place: tradebox.id })}
          scroll={false}
        >
          {place}
        </NextLink>
      </Button>
    </>
  );
}
