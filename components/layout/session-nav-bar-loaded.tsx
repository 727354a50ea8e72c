"use client";

import { NavBar } from "@/components/layout/nav-bar";
import { AppProviders } from "@/components/providers/app-providers";

/** Loaded on demand by SessionNavBar: the bar asks /api/auth/user itself, hence its own providers. */
export default function SessionNavBarLoaded() {
  return (
    <AppProviders>
      <NavBar />
    </AppProviders>
  );
}
