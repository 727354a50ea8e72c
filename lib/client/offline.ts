// The page's side of reading offline (docs/product-rules.md "Offline and install"): whose page this is (the signed-in
// layout's meta, which the service worker reads too), telling the worker, forgetting this device's data on signing
// out, and whether what a screen shows came from the worker's cache (its answers carry CACHED_AT_HEADER). Small:
// the signed-in layout brings it to every page.

import { CACHED_AT_HEADER, isUserCache, PAYMENT_QUEUE_DB, SESSION_CACHE, USER_META_NAME } from "@/lib/offline/rules";
import { OFFLINE_MESSAGE, type OfflineMessage } from "@/lib/offline/messages";

/** The signed-in user's cache key on this page, or null (signed out, or not a signed-in page). */
export function pageUserKey(): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${USER_META_NAME}"]`)?.content || null;
}

/** Posts to this site's active worker; false without one. */
export async function tellWorker(message: OfflineMessage, port?: MessagePort): Promise<boolean> {
  if (!("serviceWorker" in navigator)) return false;
  const worker = navigator.serviceWorker.controller ?? (await navigator.serviceWorker.getRegistration("/"))?.active;
  worker?.postMessage(message, port ? [port] : []);
  return Boolean(worker);
}

/**
 * Signing out: deletes every user's cached answers and the worker's note of who is signed in, and asks the worker to
 * forget the user too (answered on a port, so sign-out waits for it). Payments waiting to be sent are cleared by
 * lib/client/payment-queue.ts clearPaymentQueue.
 */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches !== "undefined") {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => isUserCache(name) || name === SESSION_CACHE).map((n) => caches.delete(n)));
  }
  const channel = new MessageChannel();
  const done = new Promise<void>((resolve) => (channel.port1.onmessage = () => resolve()));
  if (await tellWorker({ type: OFFLINE_MESSAGE.signOut }, channel.port2)) await done;
}

/** Whether payments logged offline may be waiting (their database exists; true where the browser cannot say). */
export async function mayHaveQueuedPayments(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  if (!("databases" in indexedDB)) return true;
  return (await indexedDB.databases()).some((db) => db.name === PAYMENT_QUEUE_DB);
}

// The oldest "stored at" of the answers this page showed from the worker's cache since it was last online.
let cachedAt: string | null = null;
const listeners = new Set<() => void>();

/** Called with every API answer the page reads (lib/client/api-client.ts). */
export function noteAnswer(res: Response): void {
  const stored = res.headers.get(CACHED_AT_HEADER);
  if (!stored || (cachedAt !== null && cachedAt <= stored)) return;
  cachedAt = stored;
  listeners.forEach((listener) => listener());
}

/** Back online: what the page shows next comes from the network again. */
export function clearCachedAt(): void {
  if (cachedAt === null) return;
  cachedAt = null;
  listeners.forEach((listener) => listener());
}

export function cachedAnswersSince(): string | null {
  return cachedAt;
}

export function subscribeCachedAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
