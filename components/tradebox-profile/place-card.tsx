import { Box, Button, Separator, Stack, Text } from "@chakra-ui/react";
import { LogIn, ShoppingBasket } from "lucide-react";
import NextLink from "next/link";
import type { ReactNode } from "react";
import { loginPathFor } from "@/lib/routing/redirect-path";
import { routePath } from "@/lib/routing/routes";
import { tradeboxProfilePath } from "@/lib/seo/tradebox-seo";
import { acceptsNewOrders } from "@/lib/tradebox/accepts-orders";
import type { TradeboxWire } from "@/lib/tradebox/tradebox-wire";
import { formatRupeeAmount } from "@/lib/format/display-figures";
import type { FavouriteSource } from "./favourite-toggle";
import { FavouriteToggle } from "./favourite-toggle";
import { SURFACE_CARD } from "./surface-card";

interface Props {
  tradebox: Pick<TradeboxWire, "id" | "slug" | "status" | "margin_required"> & FavouriteSource;
  loggedIn: boolean;
  /** Headline figures under the margin (payoff bounds, recent return). */
  figures: ReactNode;
}

/**
 * The place-it card: margin required, the headline figures and the way in. Logged in, Place
 * goes to the trader's Place Order page; logged out, to the login, which brings the trader back
 * to this profile.
 */
export function PlaceCard({ tradebox, loggedIn, figures }: Props) {
  const open = acceptsNewOrders(tradebox.status);
  return (
    <Box as="aside" aria-label="Place this tradebox" {...SURFACE_CARD} p={{ base: "4", md: "5" }}>
      <Stack gap="4">
        <Stack gap="0.5">
          <Text fontSize="sm" color="fg.muted">
            Margin required
          </Text>
          <Text
            fontSize="3xl"
            fontWeight="bold"
            letterSpacing="tight"
            data-testid="margin-required"
          >
            {formatRupeeAmount(tradebox.margin_required)}
          </Text>
        </Stack>
        <Separator />
        {figures}
        <Separator />
        <Stack gap="2">
          {!open ? (
            <Button size="lg" disabled>
              Not taking new orders
            </Button>
          ) : loggedIn ? (
            <Button asChild size="lg">
              <NextLink href={routePath("placeOrder", { basket: tradebox.id })}>
                <ShoppingBasket aria-hidden />
                Place Tradebox
              </NextLink>
            </Button>
          ) : (
            <Button asChild size="lg">
              <NextLink href={loginPathFor(tradeboxProfilePath(tradebox.slug))}>
                <LogIn aria-hidden />
                Login to Place
              </NextLink>
            </Button>
          )}
          {loggedIn && <FavouriteToggle tradebox={tradebox} />}
          <Text fontSize="xs" color="fg.subtle" textAlign="center">
            {loggedIn
              ? "Orders go to your own broker account."
              : "Log in with your broker; you will come back here."}
          </Text>
        </Stack>
      </Stack>
    </Box>
  );
}
