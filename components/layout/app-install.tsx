"use client";

import { useEffect } from "react";
import { captureInstallPrompt } from "@/lib/client/install-prompt";

/**
 * On every signed-in page: keeps the browser's install prompt for the results page (lib/client/install-prompt.ts)
 * and, in production builds, registers the service worker (public/sw.js) once the page is idle after loading, so it
 * costs the page nothing while it becomes interactive (the bench's page weights hold).
 */
export function AppInstall() {
  useEffect(() => {
    captureInstallPrompt();
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
    const whenIdle = () =>
      "requestIdleCallback" in window
        ? window.requestIdleCallback(register, { timeout: 5000 })
        : setTimeout(register, 1000);
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  }, []);
  return null;
}
