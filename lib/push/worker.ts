/// <reference lib="webworker" />
// The service worker's push reminders (docs/product-rules.md "Reminders"), moved here as they were from the plain
// public/sw.js when app/sw.ts took its place: shows a push and opens the page a reminder points to. app/sw.ts calls
// registerPushHandlers once, at its marked spot.

/** Adds the push and notificationclick handlers to the worker. */
export function registerPushHandlers(worker: ServiceWorkerGlobalScope): void {
  // A reminder: {title, body, url, tag} (lib/push/types.ts PushPayload), encrypted to this browser's keys.
  worker.addEventListener("push", (event) => {
    let payload: Record<string, unknown> | null;
    try {
      payload = event.data ? (event.data.json() as Record<string, unknown>) : null;
    } catch {
      payload = null;
    }
    const title = typeof payload?.title === "string" ? payload.title : "DebtWise";
    const url = typeof payload?.url === "string" && payload.url.startsWith("/") ? payload.url : "/dashboard";
    event.waitUntil(
      worker.registration.showNotification(title, {
        body: typeof payload?.body === "string" ? payload.body : "",
        icon: "/icons/icon-192.png",
        tag: typeof payload?.tag === "string" ? payload.tag : undefined,
        data: { url },
      }),
    );
  });

  // A click opens the reminder's page: in a DebtWise tab already open (focused and moved there), else a new one.
  worker.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: string } | null;
    const target = new URL(data?.url ?? "/dashboard", worker.location.origin).href;
    event.waitUntil(
      (async () => {
        const tabs = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
        const tab = tabs.find((client) => new URL(client.url).origin === worker.location.origin);
        if (tab) {
          await tab.focus();
          return tab.navigate(target);
        }
        return worker.clients.openWindow(target);
      })(),
    );
  });
}
