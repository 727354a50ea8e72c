"use client";

import { afterHydration } from "@/components/ui/after-hydration";

/** Loads after the page: the root not-found boundary's client code is part of every page's JavaScript, the landing
 * page's included. */
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
