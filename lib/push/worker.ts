/// <reference lib="webworker" />
import type { PushPayload } from "./types";

// Nothing here touches a global, so the same code runs in the service worker and in tests/unit/push-worker.test.ts.
// Only `import type` here: the worker is bundled without the server's modules.

export const NOTIFICATION_ICON = "/icons/icon-192.png";
export const DEFAULT_URL = "/dashboard";

export interface NotificationToShow {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

// Anything unreadable still shows a notification: a push that shows nothing breaks the browser's userVisibleOnly
// promise and gets the site's permission revoked.
export function notificationFor(text: string | null): NotificationToShow {
  let payload: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === "object") payload = parsed;
  } catch {
    // Not JSON: the generic notification below.
  }
  const str = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : undefined);
  return {
    title: str(payload.title) ?? "DebtWise",
    options: {
      body: str(payload.body) ?? "",
      icon: NOTIFICATION_ICON,
      tag: str(payload.tag),
      data: { url: sitePath(payload.url) },
    },
  };
}

/** A path on this site ("/dashboard#this-month-…"); anything else (another origin, "//host") is the dashboard. */
export function sitePath(url: unknown): string {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")
    ? url
    : DEFAULT_URL;
}

/** The open tab on the target's page (same origin, path and query), the exact URL first; -1 when there is none. */
export function tabFor(tabUrls: readonly string[], target: string): number {
  const exact = tabUrls.indexOf(target);
  if (exact !== -1) return exact;
  const page = (url: string) => {
    const u = new URL(url);
    return `${u.origin}${u.pathname}${u.search}`;
  };
  return tabUrls.findIndex((url) => page(url) === page(target));
}

export function installPushHandlers(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener("push", (event) => {
    const { title, options } = notificationFor(event.data ? event.data.text() : null);
    event.waitUntil(scope.registration.showNotification(title, options));
  });

  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const target = new URL(sitePath(data?.url), scope.location.origin).href;
    event.waitUntil(openOrFocus(scope, target));
  });
}

async function openOrFocus(scope: ServiceWorkerGlobalScope, target: string): Promise<unknown> {
  const tabs = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const tab =
    tabs[
      tabFor(
        tabs.map((t) => t.url),
        target,
      )
    ];
  if (!tab) return scope.clients.openWindow(target);
  const focused = await tab.focus();
  if (focused.url === target) return focused;
  // navigate() works on tabs this worker controls only; another tab stays as it is and the target opens beside it.
  return focused.navigate(target).catch(() => scope.clients.openWindow(target));
}
