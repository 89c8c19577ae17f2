import { Button } from "@chakra-ui/react";

interface Props {
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** Red for exits: they end positions. */
  danger?: boolean;
  testId: string;
}

/**
 * Cancel and the confirming action of a money dialog. While the call is out both are held, so a
 * second click cannot send it again.
 */
export function ModalActions({
  onCancel,
  onConfirm,
  pending,
  label,
  pendingLabel,
  danger,
  testId,
}: Props) {
  return (
    <>
      <Button variant="ghost" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button
        colorPalette={danger ? "red" : undefined}
        loading={pending}
        loadingText={pendingLabel}
        onClick={() => !pending && onConfirm()}
        data-testid={testId}
      >
        {label}
      </Button>
    </>
  );
}
