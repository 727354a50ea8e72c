"use client";

import { useEffect } from "react";
import { unsubscribeThisBrowser } from "@/lib/client/push";

/** How long signing out waits for the browser to end its push subscription and forget its data before going on. */
const WAIT_MS = 1500;

/**
 * Signing out on a device ends its push subscription there first (docs/product-rules.md "Reminders"), so a shared
 * computer stops showing the last user's reminders; the server forgets the device when its push service next answers
 * 410. It also deletes this device's offline copies and payments waiting to be sent (docs/product-rules.md "Offline and
 * install"), so the next account on this browser never sees them. Every sign-out form posts to /api/logout: this holds
 * the submit until both are done (or WAIT_MS passed), then sends the form. Without JavaScript, or a service worker,
 * the form posts as it is (the worker forgets every user when the sign-out request passes it).
 */
export function SignOutCleanup() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || new URL(form.action).pathname !== "/api/logout") return;
      event.preventDefault();
      const timeout = new Promise((resolve) => setTimeout(resolve, WAIT_MS));
      const cleanup = Promise.allSettled([
        unsubscribeThisBrowser(),
        import("@/lib/client/offline").then((m) => m.forgetOfflineData()),
        import("@/lib/client/payment-queue").then((m) => m.clearPaymentQueue()),
      ]);
      void Promise.race([cleanup, timeout]).finally(() => form.submit());
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, []);
  return null;
}
