"use client";

import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useWideScreen } from "@/components/positions/use-wide-screen";
import { intentPath } from "@/lib/routing/routes";

// Loaded when a trader first opens it: no page pays for the flow before then.
const PlaceOrderModal = dynamic(
  () => import("./place-order-modal").then((module) => module.PlaceOrderModal),
  { ssr: false },
);

/**
 * Opens Place Order over any logged-in page of a tablet or desktop when the URL says
 * `?place={strategy_id}`: the profile's Place links there, and a wide visit to the phone's
 * `/dashboard/{id}` is redirected to `/dashboard?place={id}` (the route table's desktopQuery).
 * Closing drops the parameter; placing opens the new basket on Track.
 */
export function PlaceOrderModalHost({ broker }: { broker: string | null }) {
  const wide = useWideScreen();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const strategyId = params.get("place");
  if (!wide || !strategyId) return null;

  const close = () => {
    const rest = new URLSearchParams(params);
    rest.delete("place");
    const search = rest.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };
  return (
    <PlaceOrderModal
      key={strategyId}
      strategyId={strategyId}
      broker={broker}
      onClose={close}
      onPlaced={(basketId) => router.push(intentPath("track", { basket: basketId }))}
    />
  );
}
