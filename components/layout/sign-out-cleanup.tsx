"use client";

import { useEffect } from "react";
import { unsubscribeThisBrowser } from "@/lib/client/push";

/** How long signing out waits for the browser to end its push subscription and forget its data before going on. */
const WAIT_MS = 1500;

/** Before a sign-out posts, ends this device's push subscription (docs/product-rules.md "Reminders") and deletes its
 * offline copies and queued payments (docs/product-rules.md "Offline and install"), so the next account here sees
 * none of them. Without a service worker the form posts as it is (the worker forgets every user as it passes). */
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
