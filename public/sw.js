// DebtWise's service worker (docs/product-rules.md "Reminders"): shows push reminders and opens the page a
// reminder points to. It caches nothing yet. Plain JavaScript, served as is from /sw.js at the site's root scope,
// registered by Settings > Reminders when a device turns push on.

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

// A reminder: {title, body, url, tag} (lib/push/types.ts PushPayload), encrypted to this browser's keys.
self.addEventListener("push", (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : null;
  } catch {
    payload = null;
  }
  const title = payload && typeof payload.title === "string" ? payload.title : "DebtWise";
  const url = payload && typeof payload.url === "string" && payload.url.startsWith("/") ? payload.url : "/dashboard";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload && typeof payload.body === "string" ? payload.body : "",
      icon: "/icons/icon-192.png",
      tag: payload && typeof payload.tag === "string" ? payload.tag : undefined,
      data: { url },
    }),
  );
});

// A click opens the reminder's page: in a DebtWise tab already open (focused and moved there), else a new one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/dashboard", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        await tab.focus();
        return tab.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});
