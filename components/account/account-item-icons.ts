import type { LucideIcon } from "lucide-react";
import {
  Bell,
  FileSpreadsheet,
  Headset,
  Heart,
  LogOut,
  Mail,
  Scale,
  Smartphone,
  Sparkles,
  Wallet,
} from "lucide-react";
import type { AccountItemId } from "./account-items";

/** One icon per account item, the same in the phone page and the desktop menu. */
export const ACCOUNT_ITEM_ICONS: Readonly<Record<AccountItemId, LucideIcon>> = {
  addFunds: Wallet,
  mobile: Smartphone,
  email: Mail,
  favourites: Heart,
  alerts: Bell,
  statement: FileSpreadsheet,
  plan: Sparkles,
  support: Headset,
  logout: LogOut,
  regulatory: Scale,
};
