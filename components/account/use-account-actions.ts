"use client";

import { useState } from "react";
import { contactSupport } from "@/components/support/contact-support";
import type { AccountDialog, AccountItem } from "./account-items";

/** What choosing an account item does: open its dialog, or contact support. Links navigate. */
export function useAccountActions() {
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const run = (item: AccountItem) => {
    if (item.action.kind === "dialog") setDialog(item.action.dialog);
    else if (item.action.kind === "support") void contactSupport();
  };
  return { dialog, run, close: () => setDialog(null) };
}
