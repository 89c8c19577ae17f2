"use client";

import { Button, List, Text } from "@chakra-ui/react";
import { Share, SquarePlus } from "lucide-react";
import { ResponsiveModal } from "@/components/ui/responsive-modal";
import { PRODUCT_NAME } from "@/lib/product";

/** Safari has no install prompt: how to add the app to the home screen by hand. */
export function IosInstallSteps({ onClose }: { onClose: () => void }) {
  return (
    <ResponsiveModal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Install ${PRODUCT_NAME}`}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <List.Root as="ol" gap="3" ps="5">
        <List.Item>
          <Text>
            Tap <Share size={16} aria-label="Share" style={{ display: "inline" }} /> Share in
            Safari&apos;s toolbar.
          </Text>
        </List.Item>
        <List.Item>
          <Text>
            Choose <SquarePlus size={16} aria-hidden style={{ display: "inline" }} />{" "}
            <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
          </Text>
        </List.Item>
        <List.Item>
          <Text>Open {PRODUCT_NAME} from its icon: it runs full screen, like an app.</Text>
        </List.Item>
      </List.Root>
    </ResponsiveModal>
  );
}
