import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { PreLoginShell } from "@/components/layout/pre-login/pre-login-shell";
import { isLayoutClass } from "@/lib/routing/visitor-pages";

/** Every layout class is rendered on its first visit, then served from the page cache. */
export function generateStaticParams(): { layout: string }[] {
  return [];
}

/**
 * A visitor's public pages (proxy.ts rewrites `/`, `/explore…` and profiles here for a request
 * without a session): the logged-out shell, and nothing read from the request, so one render
 * serves every visitor with the same layout (lib/routing/visitor-pages.ts).
 */
export default async function VisitorLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ layout: string }>;
}) {
  if (!isLayoutClass((await params).layout)) notFound();
  return <PreLoginShell>{children}</PreLoginShell>;
}
