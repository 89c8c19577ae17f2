"use client";

import { ChevronDown } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { NavLink } from "../nav-link";
import type { NavItem } from "../nav-items";
import type { MegaMenuGroup } from "@/lib/explore/category-menus";
import { buttonClass } from "@/components/ui/button-class";
import button from "@/components/ui/button.module.css";
import { MegaMenuPanel } from "./mega-menu-panel";
import styles from "./mega-menu.module.css";

// Long enough to cross the gap between the bar and the panel without it closing.
const CLOSE_DELAY_MS = 150;

// Chakra's ghost IconButton, size xs, in a muted colour.
const TOGGLE_CLASS = buttonClass({
  variant: "ghost",
  size: "xs",
  className: `${button.icon} ${styles.toggle}`,
});

/**
 * The top bar's Explore: a link to /explore, and the mega menu on hover (a mouse) or through its
 * disclosure button (keyboard, touch): Escape closes it and returns focus to the button, and
 * focus leaving it closes it. The WAI-ARIA disclosure navigation pattern, not a `menu` role.
 * Plain CSS, so the trader pages' first load carries no Chakra.
 */
export function ExploreMegaMenu({
  item,
  groups,
}: {
  item: NavItem;
  groups: readonly MegaMenuGroup[];
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  // A new page closes it (reset during render rather than in an effect).
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);
  if (pathname !== shownFor) {
    setShownFor(pathname);
    setOpen(false);
  }

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      toggle.current?.focus();
    }
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    show();
    // The panel is in the DOM already; it shows on this render, so focus after it.
    requestAnimationFrame(() => document.getElementById(panelId)?.querySelector("a")?.focus());
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div
      className={styles.explore}
      onPointerEnter={(event) => event.pointerType === "mouse" && show()}
      onPointerLeave={(event) => event.pointerType === "mouse" && closeSoon()}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <NavLink item={item} />
      <button
        ref={toggle}
        type="button"
        aria-label="Explore categories"
        aria-expanded={open}
        aria-controls={panelId}
        className={TOGGLE_CLASS}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onButtonKeyDown}
      >
        <ChevronDown
          aria-hidden
          style={{ transition: "transform 150ms", transform: open ? "rotate(180deg)" : undefined }}
        />
      </button>
      <MegaMenuPanel id={panelId} groups={groups} open={open} onNavigate={() => setOpen(false)} />
    </div>
  );
}
