"use client";

import { AlertSettings } from "@/components/alerts/alert-settings";
import type { BrokerRecord } from "@/lib/brokers";
import type { ClientProfile } from "@/lib/profile/client-profile";
import { ResponsiveModal } from "@/components/ui/responsive-modal";
import type { AccountDialog } from "./account-items";
import { ContactDialog } from "./contact-dialog";
import { FavouritesList } from "./favourites-list";
import { LogoutDialog } from "./logout-dialog";
import { PlanCard } from "./plan-card";
import { RegulatoryDisclosure } from "./regulatory-disclosure";

interface Props {
  dialog: AccountDialog | null;
  onClose: () => void;
  profile: ClientProfile | undefined;
  broker: BrokerRecord | undefined;
}

/**
 * The account area's dialogs, one at a time. Each mounts when it opens, so an edit dialog always
 * starts from the current value.
 */
export function AccountDialogs({ dialog, onClose, profile, broker }: Props) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  const common = { open: true, onOpenChange };
  switch (dialog) {
    case "mobile":
      return <ContactDialog kind="mobile" current={profile?.phone ?? ""} {...common} />;
    case "email":
      return <ContactDialog kind="email" current={profile?.email ?? ""} {...common} />;
    case "logout":
      return <LogoutDialog {...common} />;
    case "favourites":
      return (
        <ResponsiveModal {...common} title="Favourites" width="420px">
          <FavouritesList onNavigate={onClose} />
        </ResponsiveModal>
      );
    case "alerts":
      return (
        <ResponsiveModal {...common} title="Alerts" width="440px">
          <AlertSettings />
        </ResponsiveModal>
      );
    case "plan":
      return (
        <ResponsiveModal {...common} title="Your Plan" width="440px">
          {broker && <PlanCard broker={broker} />}
        </ResponsiveModal>
      );
    case "regulatory":
      return (
        <ResponsiveModal {...common} title="Regulatory Disclosure" width="560px">
          <RegulatoryDisclosure brokerName={broker?.legalName} />
        </ResponsiveModal>
      );
    default:
      return null;
  }
}
