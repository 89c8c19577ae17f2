"use client";

import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { forgetThisDevice } from "@/components/alerts/forget-device";
import { readSessionToken } from "@/components/session/client-session-token";
import { logOut } from "@/components/session/logout";
import { ResponsiveModal } from "@/components/ui/responsive-modal";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2 screen 6: 'Confirm Logout?' before the session goes, and this device's alerts. */
export function LogoutDialog({ open, onOpenChange }: Props) {
  const [leaving, setLeaving] = useState(false);
  return (
    <ResponsiveModal
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm Logout?"
      locked={leaving}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={leaving}>
            Cancel
          </Button>
          <Button
            colorPalette="red"
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void forgetThisDevice(readSessionToken()).then(() => logOut());
            }}
          >
            Logout
          </Button>
        </>
      }
    >
      <Text color="fg.muted">You will not be able to live track your tradebox</Text>
    </ResponsiveModal>
  );
}
