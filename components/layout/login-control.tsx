import { Button, type ButtonProps } from "@chakra-ui/react";
import NextLink from "next/link";
import { routePath } from "@/lib/routing/routes";

export interface LoginControlProps extends Omit<ButtonProps, "asChild" | "children"> {
  /** Spec §2 screen 1: 'Login', 'Login with {broker name}' or 'Login with your broker'. */
  label?: string;
}

/**
 * Spec §2 'a login control': the one component every 'Login' of the logged-out pages renders
 * (header bar, menu drawer, landing page). A link to /login for now; the login popup ('Choose
 * your broker') replaces this body, so every caller switches with it.
 */
export function LoginControl({ label = "Login", ...buttonProps }: LoginControlProps) {
  return (
    <Button asChild {...buttonProps}>
      <NextLink href={routePath("login")}>{label}</NextLink>
    </Button>
  );
}
