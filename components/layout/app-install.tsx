"use client";

import { useEffect } from "react";
import { captureInstallPrompt } from "@/lib/client/install-prompt";
import { whenIdle } from "@/lib/client/when-idle";
import { OFFLINE_MESSAGE } from "@/lib/offline/messages";

/** Registers the service worker once the page is idle, so it costs nothing while the page becomes interactive, then
 * tells it whose page this is (docs/product-rules.md "Offline and install"). Not in `next dev`: no stale caches. */
export function AppInstall({ userKey }: { userKey: string }) {
  useEffect(() => {
    captureInstallPrompt();
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () =>
      void navigator.serviceWorker
        .register("/sw.js", { scope: "/" })
        .then(() => navigator.serviceWorker.ready)
        .then(() => import("@/lib/client/offline"))
        .then(({ tellWorker }) => tellWorker({ type: OFFLINE_MESSAGE.user, key: userKey }))
        .catch(() => undefined);
    const registerWhenIdle = () => whenIdle(register, 5000);
    if (document.readyState === "complete") registerWhenIdle();
    else window.addEventListener("load", registerWhenIdle, { once: true });
  }, [userKey]);
  return null;
}
