"use client";

import { Button } from "@chakra-ui/react";

/** Spec §2 screen 3: while loading, the widget's buttons read exactly this. */
export const LOADING_TEXT = "Loading...";

interface WidgetButtonProps {
  label: "Get Started" | "Next";
  loading: boolean;
  disabled?: boolean;
  color: string;
}

/** The widget's submit button, in the configured colour; 'Loading...' while a call is out. */
export function WidgetButton({ label, loading, disabled, color }: WidgetButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      w="full"
      bg={color}
      color="white"
      _hover={{ bg: color, filter: "brightness(1.1)" }}
      disabled={disabled}
      aria-busy={loading}
    >
      {loading ? LOADING_TEXT : label}
    </Button>
  );
}
