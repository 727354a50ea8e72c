// What a page tells the service worker (app/sw.ts). Pure, for both sides.

export const OFFLINE_MESSAGE = {
  user: "debtwise:user",
  signOut: "debtwise:sign-out",
  keep: "debtwise:keep",
} as const;

export type OfflineMessage =
  | { type: typeof OFFLINE_MESSAGE.user; key: string }
  | { type: typeof OFFLINE_MESSAGE.signOut }
  /** The static files this page loaded before the worker controlled it: kept so the page opens offline too. */
  | { type: typeof OFFLINE_MESSAGE.keep; urls: string[] };
