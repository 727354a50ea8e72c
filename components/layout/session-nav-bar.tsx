"use client";

import { afterHydration } from "@/components/ui/after-hydration";

/**
 * The bar for static pages shared by both audiences (legal pages, 404). Who is signed in is only known in the
 * browser, so the full bar (TanStack Query, the account menu) loads after the page, in its own chunk. That
 * matters beyond these pages: the root not-found boundary's client code is part of every page's JavaScript,
 * the landing page's included. Until it arrives, an empty bar of the same height holds its place.
 */
const LoadedNavBar = afterHydration(
  () => import("@/components/layout/session-nav-bar-loaded").then((m) => m.default),
  NavBarShell,
);

export function SessionNavBar() {
  return <LoadedNavBar />;
}

function NavBarShell() {
  return <div aria-hidden="true" className="sticky top-0 z-40 h-16 w-full border-b bg-background/90" />;
}
