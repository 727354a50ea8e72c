"use client";

import { afterHydration } from "@/components/ui/after-hydration";

// The signed-in shell's background duties, fetched once the page has hydrated rather than with it: none of them
// draws anything on a normal online visit, and together they were about 2 KB of every signed-in page's JavaScript
// (ARCHITECTURE.md "Speed"). The offline note shows when the browser goes offline or an answer came from the service
// worker's cache; the sign-out cleanup holds the sign-out form until this device's push subscription and offline
// copies are gone; the time zone is adopted once for an account that has none.

export const OfflineNote = afterHydration(() => import("./offline-note").then((m) => m.OfflineNote));
export const SignOutCleanup = afterHydration(() => import("./sign-out-cleanup").then((m) => m.SignOutCleanup));
export const AdoptTimeZone = afterHydration(() => import("./adopt-time-zone").then((m) => m.AdoptTimeZone));
