"use client";

import { lazyDialog } from "@/components/ui/lazy-dialog";

/** For a trigger on screen when the page paints: Radix AlertDialog loads after the page. */
export const LazyConfirmDialog = lazyDialog(() => import("./confirm-dialog").then((m) => m.HandedOverConfirmDialog));
