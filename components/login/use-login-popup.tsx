"use client";

import { lazy, Suspense, useState } from "react";

const load = () => import("./login-popup");
const LoginPopup = lazy(() => load().then((m) => ({ default: m.LoginPopup })));

/**
 * The login popup for any trigger: `openLogin()` opens it, `popup` is rendered beside the
 * trigger, and `preload` (on hover or focus) fetches its code before the click. The popup's
 * code stays out of the page's first load.
 */
export function useLoginPopup() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const openLogin = () => {
    setWanted(true);
    setOpen(true);
  };
  const popup = wanted ? (
    <Suspense fallback={null}>
      <LoginPopup open={open} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
  return { openLogin, popup, preload: () => void load() };
}
