"use client";

import { Flex, IconButton } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { NavLink } from "../nav-link";
import type { NavItem } from "../nav-items";
import type { MegaMenuGroup } from "@/lib/explore/category-menus";
import { MegaMenuPanel } from "./mega-menu-panel";

// Long enough to cross the gap between the bar and the panel without it closing.
const CLOSE_DELAY_MS = 150;

/**
 * The top bar's Explore: a link to /explore, and the mega menu on hover (a mouse) or through its
 * disclosure button (keyboard, touch): Escape closes it and returns focus to the button, and
 * focus leaving it closes it. The WAI-ARIA disclosure navigation pattern, not a `menu` role.
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
  const button = useRef<HTMLButtonElement>(null);
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
      button.current?.focus();
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
    <Flex
      align="center"
      onPointerEnter={(event) => event.pointerType === "mouse" && show()}
      onPointerLeave={(event) => event.pointerType === "mouse" && closeSoon()}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <NavLink item={item} />
      <IconButton
        ref={button}
        aria-label="Explore categories"
        aria-expanded={open}
        aria-controls={panelId}
        variant="ghost"
        size="xs"
        color="fg.muted"
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onButtonKeyDown}
      >
        <ChevronDown
          aria-hidden
          style={{ transition: "transform 150ms", transform: open ? "rotate(180deg)" : undefined }}
        />
      </IconButton>
      <MegaMenuPanel id={panelId} groups={groups} open={open} onNavigate={() => setOpen(false)} />
    </Flex>
  );
}
