"use client";

import dynamic from "next/dynamic";

/** The 'Install app' entry for server-rendered pages: its code loads after the page, in the browser. */
export const InstallAppSlot = dynamic(
  () => import("./install-app-entry").then((module) => module.InstallAppEntry),
  { ssr: false },
);
