/// <reference lib="webworker" />
// DebtWise's service worker (docs/product-rules.md "Offline and install"), built by `npm run build` with Serwist
// (serwist.config.mjs) into public/sw.js, served at /sw.js with the site's root scope. It precaches the app's static
// chunks, and keeps the signed-in plan screens (lib/offline/rules.ts) for reading offline: each answer in the caches
// of the user it names, network first, so an online user always gets fresh data. It serves a cached answer only to
// the user the last answer from the network named, and forgets every user's answers when someone signs in or out.

import { NetworkFirst, Serwist, type PrecacheEntry, type RouteHandlerObject, type SerwistGlobalConfig } from "serwist";
import {
  answerOwner,
  CACHED_AT_HEADER,
  isUserCache,
  isUserKey,
  requestKind,
  SESSION_CACHE,
  userCacheNames,
  USER_KEY_HEADER,
  userKeyInHtml,
  type RequestKind,
} from "@/lib/offline/rules";
import { OFFLINE_MESSAGE, type OfflineMessage } from "@/lib/offline/messages";
import { installPushHandlers } from "@/lib/push/worker";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** An online user waits this long for the network before the last known answer is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4;

// Whose answers may be served: kept in its own small cache so a worker that was stopped and started again knows.
const SESSION_ENTRY = "/__debtwise/current-user";
let current: string | null | undefined;

async function currentUser(): Promise<string | null> {
  if (current === undefined) {
    const stored = await (await caches.open(SESSION_CACHE)).match(SESSION_ENTRY);
    const key = stored ? await stored.text() : null;
    current = isUserKey(key) ? key : null;
  }
  return current;
}

/** From now on only `key`'s answers are kept and served (none for null); every other user's caches are deleted. */
async function switchUser(key: string | null): Promise<void> {
  await currentUser();
  current = key;
  const keep: string[] = key ? Object.values(userCacheNames(key)) : [];
  const names = await caches.keys();
  await Promise.all(names.filter((name) => isUserCache(name) && !keep.includes(name)).map((n) => caches.delete(n)));
  const session = await caches.open(SESSION_CACHE);
  if (key) await session.put(SESSION_ENTRY, new Response(key));
  else await session.delete(SESSION_ENTRY);
}

/**
 * Learns whose a network answer is and keeps it for that user, stamped with the time it was stored (the offline
 * note's "as of"); an answer saying nobody is signed in makes the worker forget the user.
 */
async function remember(kind: "page" | "api", request: Request, response: Response): Promise<void> {
  const body = kind === "page" ? await response.text() : await response.arrayBuffer();
  const owner = kind === "page" ? userKeyInHtml(body as string) : response.headers.get(USER_KEY_HEADER);
  const verdict = answerOwner({ kind, status: response.status, type: response.type, owner });
  if (verdict === "unknown") return;
  if (verdict === "signed-out") return switchUser(null);
  if ((await currentUser()) !== verdict.owner) await switchUser(verdict.owner);
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, new Date().toISOString());
  const stored = new Response(body, { status: response.status, statusText: response.statusText, headers });
  await (await caches.open(userCacheNames(verdict.owner)[kind])).put(request, stored);
}

const strategies = new Map<string, NetworkFirst>();

/** Network first into `key`'s cache; what the network answers is stored by remember(), never by the strategy. */
function networkFirst(kind: "page" | "api", key: string): NetworkFirst {
  const cacheName = userCacheNames(key)[kind];
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      matchOptions: { ignoreVary: true },
      plugins: [
        {
          cacheWillUpdate: async ({ request, response }) => {
            await remember(kind, request, response);
            return null;
          },
        },
      ],
    });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

/** A plan screen or its answers: the current user's cache behind the network; no user known, the network only. */
function perUser(kind: "page" | "api"): RouteHandlerObject {
  return {
    handle: async ({ request, event }) => {
      const key = await currentUser();
      if (key) return networkFirst(kind, key).handle({ request, event });
      const response = await fetch(request);
      event.waitUntil(remember(kind, request, response.clone()));
      return response;
    },
  };
}

/** Signing in or out: every user's answers are forgotten before the request goes out. */
const forgetUser: RouteHandlerObject = {
  handle: async ({ request }) => {
    await switchUser(null);
    return fetch(request);
  },
};

function matches(kind: RequestKind) {
  return ({ url, request }: { url: URL; request: Request }) =>
    requestKind({ method: request.method, url, mode: request.mode, origin: self.location.origin }) === kind;
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    { matcher: matches("sign-in-out"), method: "GET", handler: forgetUser },
    { matcher: matches("sign-in-out"), method: "POST", handler: forgetUser },
    { matcher: matches("page"), handler: perUser("page") },
    { matcher: matches("api"), handler: perUser("api") },
  ],
});

// The signed-in layout says whose page it is; signing out (components/layout/sign-out-cleanup.tsx) asks the worker
// to forget the user and answers on the message's port once done.
self.addEventListener("message", (event) => {
  const message = event.data as OfflineMessage | null;
  if (message?.type === OFFLINE_MESSAGE.user && isUserKey(message.key)) event.waitUntil(switchUser(message.key));
  if (message?.type === OFFLINE_MESSAGE.signOut)
    event.waitUntil(switchUser(null).then(() => event.ports[0]?.postMessage("done")));
});

// ---- Push reminders: the one place the worker's push handlers are added (lib/push/worker.ts). ----
installPushHandlers(self);

serwist.addEventListeners();
