import NextLink from "next/link";
import { LoginButton } from "@/components/login/login-button";
import { buttonClass, type ButtonLook } from "@/components/ui/button-class";
import { loginButtonLabel, type LoginButtonWording } from "@/lib/login/login-choices";
import { routePath } from "@/lib/routing/routes";

export interface LoginControlProps extends ButtonLook {
  /** Spec §2 screen 1: 'Login' or 'Login with your broker' ('Login with {name}' when locked). */
  wording?: LoginButtonWording;
  /**
   * A plain link to /login (the same chooser as a page) instead of the popup: for server-only
   * HTML such as the landing page, which ships no script for it.
   */
  asLink?: boolean;
}

/**
 * Spec §2 'a login control': the one component every 'Login' of the logged-out pages renders
 * (header bar, menu drawer, landing page). It opens 'Choose your broker' (components/login).
 */
export function LoginControl({ wording = "login", asLink = false, ...look }: LoginControlProps) {
  if (!asLink) return <LoginButton wording={wording} {...look} />;
  return (
    <NextLink href={routePath("login")} className={buttonClass(look)}>
      {loginButtonLabel(null, wording)}
    </NextLink>
  );
}
