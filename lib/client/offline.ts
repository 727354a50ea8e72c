// docs/product-rules.md "Offline and install". Small: the signed-in layout brings it to every page.

import { CACHED_AT_HEADER, isUserCache, PAYMENT_QUEUE_DB, SESSION_CACHE, USER_META_NAME } from "@/lib/offline/rules";
import { OFFLINE_MESSAGE, type OfflineMessage } from "@/lib/offline/messages";

export function pageUserKey(): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${USER_META_NAME}"]`)?.content || null;
}

export async function tellWorker(message: OfflineMessage, port?: MessagePort): Promise<boolean> {
  if (!("serviceWorker" in navigator)) return false;
  const worker = navigator.serviceWorker.controller ?? (await navigator.serviceWorker.getRegistration("/"))?.active;
  worker?.postMessage(message, port ? [port] : []);
  return Boolean(worker);
}

// Answered on a port, so sign-out waits for the worker to forget the user too.
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches !== "undefined") {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => isUserCache(name) || name === SESSION_CACHE).map((n) => caches.delete(n)));
  }
  const channel = new MessageChannel();
  const done = new Promise<void>((resolve) => (channel.port1.onmessage = () => resolve()));
  if (await tellWorker({ type: OFFLINE_MESSAGE.signOut }, channel.port2)) await done;
}

// True where the browser cannot list its databases.
export async function mayHaveQueuedPayments(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  if (!("databases" in indexedDB)) return true;
  return (await indexedDB.databases()).some((db) => db.name === PAYMENT_QUEUE_DB);
}

let cachedAt: string | null = null;
const listeners = new Set<() => void>();

export function noteAnswer(res: Response): void {
  const stored = res.headers.get(CACHED_AT_HEADER);
  if (!stored || (cachedAt !== null && cachedAt <= stored)) return;
  cachedAt = stored;
  listeners.forEach((listener) => listener());
}

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
