"use client";

import { PlainButton, type PlainButtonProps } from "@/components/ui/plain-button";
import { loginButtonLabel, type LoginButtonWording } from "@/lib/login/login-choices";
import { useHandOff } from "./use-hand-off";
import { useLockedBroker } from "./use-locked-broker";
import { useLoginPopup } from "./use-login-popup";

export interface LoginButtonProps extends Omit<PlainButtonProps, "children" | "busy"> {
  /** 'Login' (default) or 'Login with your broker'. A locked broker always reads 'Login with {name}'. */
  wording?: LoginButtonWording;
}

/**
 * The login control (spec §2): opens 'Choose your broker'. When a `broker` cookie locks login
 * to one broker, it reads 'Login with {broker name}' and goes straight to that broker.
 * The login comes back to the page it was clicked on.
 */
export function LoginButton({ wording = "login", onClick, ...props }: LoginButtonProps) {
  const locked = useLockedBroker();
  const { openLogin, popup, preload } = useLoginPopup();
  const { pending, start } = useHandOff();
  const click: PlainButtonProps["onClick"] = (event) => {
    onClick?.(event);
    if (locked) start(locked);
    else openLogin();
  };
  return (
    <>
      <PlainButton
        aria-haspopup={locked ? undefined : "dialog"}
        busy={pending !== null}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={click}
        {...props}
      >
        {loginButtonLabel(locked, wording)}
      </PlainButton>
      {popup}
    </>
  );
}
