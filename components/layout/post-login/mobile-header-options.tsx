"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

/** What a page may tell the mobile header (spec §2); unset fields keep the route's defaults. */
export interface MobileHeaderOptions {
  /** The page-specific title, in place of the route table's. */
  title?: string;
  /** Where the back arrow goes, in place of the page one level up. */
  backHref?: string;
  /** Place order and track basket: the strategy whose profile the header links to. */
  strategyId?: string;
}

type Setter = (options: MobileHeaderOptions) => void;

const OptionsContext = createContext<MobileHeaderOptions>({});
// Without a provider (the logged-out shell has no mobile header) setting is a no-op.
const SetterContext = createContext<Setter>(() => {});

/** Holds the options of the page showing; the post-login shell wraps its pages in it. */
export function MobileHeaderProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<MobileHeaderOptions>({});
  return (
    <SetterContext.Provider value={setOptions}>
      <OptionsContext.Provider value={options}>{children}</OptionsContext.Provider>
    </SetterContext.Provider>
  );
}

export function useMobileHeaderOptions(): MobileHeaderOptions {
  return useContext(OptionsContext);
}

/**
 * Rendered by a page to set the mobile header's title, back target or strategy link, e.g.
 * `<SetMobileHeader title={basket.strategy_name} strategyId={basket.strategy_id} />`. Cleared
 * when the page goes.
 */
export function SetMobileHeader({ title, backHref, strategyId }: MobileHeaderOptions) {
  const setOptions = useContext(SetterContext);
  useEffect(() => {
    setOptions({ title, backHref, strategyId });
    return () => setOptions({});
  }, [setOptions, title, backHref, strategyId]);
  return null;
}
