"use client";

import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";

/**
 * Spec §2: the category banner's back button on mobile. Back where the trader came from, or to
 * plain explore when the category was the first page of the visit.
 */
export function CategoryBackButton({
  fallbackHref,
  className,
}: {
  fallbackHref: string;
  className?: string;
}) {
  const router = useRouter();
  const back = () => {
    if (window.history.length > 1) router.back();
    else router.push(fallbackHref);
  };
  return (
    <button type="button" aria-label="Back" className={className} onClick={back}>
      <ArrowLeft aria-hidden />
    </button>
  );
}
