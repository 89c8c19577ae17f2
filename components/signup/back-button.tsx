"use client";

import { Button, type ButtonProps } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";
import { routePath } from "@/lib/routing/routes";

/** 'Back': the page the visitor came from, or the home page when the sign-up was opened directly. */
export function BackButton(props: Omit<ButtonProps, "onClick" | "children">) {
  const router = useRouter();
  const back = () => (window.history.length > 1 ? router.back() : router.push(routePath("home")));
  return (
    <Button variant="ghost" size="sm" ms="-2" color="fg.muted" onClick={back} {...props}>
      <ArrowLeft aria-hidden />
      Back
    </Button>
  );
}
