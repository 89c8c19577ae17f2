import { LogIn, ShoppingBasket } from "lucide-react";
import NextLink from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { PlainButton } from "@/components/ui/plain-button";
import { loginPathFor } from "@/lib/routing/redirect-path";
import { routePath, withIntent } from "@/lib/routing/routes";
import { tradeboxProfilePath } from "@/lib/seo/tradebox-seo";
import { acceptsNewOrders } from "@/lib/tradebox/accepts-orders";
import type { TradeboxWire } from "@/lib/tradebox/tradebox-wire";
import styles from "./place-card.module.css";

const LARGE = buttonClass({ size: "lg" });

/**
 * The way in, the card's one button (a client-side route change, the app's button look):
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
      <PlainButton size="lg" disabled>
        Not taking new orders
      </PlainButton>
    );
  }
  if (!loggedIn) {
    return (
      <NextLink href={loginPathFor(tradeboxProfilePath(tradebox.slug))} className={LARGE}>
        <LogIn aria-hidden />
        Login to Place
      </NextLink>
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
      <NextLink
        href={routePath("placeOrder", { basket: tradebox.id })}
        className={`${LARGE} ${styles.phoneOnly}`}
      >
        {place}
      </NextLink>
      <NextLink
        href={withIntent(tradeboxProfilePath(tradebox.slug), { place: tradebox.id })}
        scroll={false}
        className={`${LARGE} ${styles.fromMd}`}
      >
        {place}
      </NextLink>
    </>
  );
}
