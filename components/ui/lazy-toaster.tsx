"use client";

import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";
import { useToast } from "@/components/hooks/use-toast";

// The toaster (Radix Toast) is fetched when the first toast is raised; no page needs it to paint, and most visits
// raise none (fetched when the browser was first idle, it ran inside Lighthouse's blocking-time window). The toast
// waits in the toast store meanwhile and shows when it mounts. The viewport is fixed-position, so mounting it late
// moves nothing. A plain import() rather than next/dynamic: this sits in every signed-in page, and next/dynamic's
// loader would come along with it.
const loadToaster = () => import("@/components/ui/toaster").then((m) => m.Toaster);

export function LazyToaster() {
  const { toasts } = useToast();
  const Toaster = useLoadedAfterHydration(loadToaster, { when: toasts.length > 0 });
  // eslint-disable-next-line react-hooks/static-components -- the loaded module's export: one object for the page's life
  return Toaster ? <Toaster /> : null;
}
