"use client";

import { useIdle } from "@/components/hooks/use-idle";
import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";
import { useToast } from "@/components/hooks/use-toast";

// The toaster (Radix Toast) is fetched once the page is idle, or at once when a toast is raised before that; no page
// needs it to paint. Toasts raised meanwhile wait in the toast store and show when it mounts. The viewport is
// fixed-position, so mounting it late moves nothing. A plain import() rather than next/dynamic: this sits in every
// signed-in page, and next/dynamic's loader would come along with it.
const loadToaster = () => import("@/components/ui/toaster").then((m) => m.Toaster);

export function LazyToaster() {
  const { toasts } = useToast();
  const idle = useIdle();
  const Toaster = useLoadedAfterHydration(loadToaster, { when: idle || toasts.length > 0 });
  // eslint-disable-next-line react-hooks/static-components -- the loaded module's export: one object for the page's life
  return Toaster ? <Toaster /> : null;
}
