"use client";

import { lazyDialog } from "@/components/ui/lazy-dialog";

/**
 * ConfirmDialog (components/forms/confirm-dialog.tsx) with the same props, for one whose trigger is on screen when
 * the page paints: Radix AlertDialog loads after the page, the trigger standing in until then (lazyDialog).
 */
export const LazyConfirmDialog = lazyDialog(() => import("./confirm-dialog").then((m) => m.HandedOverConfirmDialog));
