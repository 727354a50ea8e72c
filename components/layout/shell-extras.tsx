"use client";

import { afterHydration } from "@/components/ui/after-hydration";

// Fetched once the page has hydrated: none of these draws anything on a normal online visit, and together they were
// about 2 KB of every signed-in page's JavaScript (ARCHITECTURE.md "Speed").

export const OfflineNote = afterHydration(() => import("./offline-note").then((m) => m.OfflineNote));
export const SignOutCleanup = afterHydration(() => import("./sign-out-cleanup").then((m) => m.SignOutCleanup));
export const AdoptTimeZone = afterHydration(() => import("./adopt-time-zone").then((m) => m.AdoptTimeZone));
