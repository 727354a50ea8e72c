// What the service worker (app/sw.ts) keeps for reading offline, and for whom (docs/product-rules.md "Offline and
// install"). Pure: the worker, the pages and the unit tests import it. Only the signed-in screens that show the plan
// are kept (their HTML and the GET answers they read), each user's in caches named by that user's key; nothing of
// signing in or out, billing, or any write is ever kept.

/** The signed-in user's cache key on every GET answer of the API (lib/api.ts route()). */
export const USER_KEY_HEADER = "X-DebtWise-User";
/** Added by the worker to an answer it serves from its cache: when that answer was stored (ISO 8601). */
export const CACHED_AT_HEADER = "X-DebtWise-Cached-At";
/** The signed-in layout's `<meta name=... content=key>`: whose page a document is. */
export const USER_META_NAME = "debtwise-user";

/** The worker's note of whose answers it may serve (app/sw.ts); deleted with the users' caches on signing out. */
export const SESSION_CACHE = "debtwise-session";

/** The browser's database of payments logged offline (lib/client/payment-queue.ts); deleted on signing out. */
export const PAYMENT_QUEUE_DB = "debtwise-offline";

/** The screens readable offline: the dashboard (with this month's card), the payment history, the results. */
export const OFFLINE_PAGES: readonly string[] = ["/dashboard", "/payments", "/results"];

/** The GET answers those screens read (lib/query-keys.ts), any query string. */
export const OFFLINE_API_PATHS: readonly string[] = [
  "/api/debts",
  "/api/plan",
  "/api/plan/this-month",
  "/api/progress",
  "/api/progress/forecast",
  "/api/strategies/latest",
  "/api/strategies/latest/summary",
  "/api/strategies/latest/schedule",
  "/api/payments",
];

/**
 * Where someone signs in or out: the worker forgets the signed-in user (and deletes every user's cache) before such
 * a request goes out, so the next account on this browser never meets the last one's answers.
 */
const SIGN_IN_OUT_PREFIXES = ["/login", "/logout", "/register", "/api/login", "/api/logout", "/api/auth/"];

export type RequestKind = "page" | "api" | "sign-in-out";

export interface RequestFacts {
  method: string;
  url: URL;
  /** The request's mode: "navigate" for a document. */
  mode: string;
  /** The worker's own origin. */
  origin: string;
}

/** What the worker does with a request: keep it per user ("page", "api"), forget the user first, or nothing (null). */
export function requestKind({ method, url, mode, origin }: RequestFacts): RequestKind | null {
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (
    mode === "navigate" &&
    SIGN_IN_OUT_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith("/") ? p : `${p}/`))
  )
    return "sign-in-out";
  if (method !== "GET") return null;
  if (mode === "navigate") return OFFLINE_PAGES.includes(path) ? "page" : null;
  return OFFLINE_API_PATHS.includes(path) ? "api" : null;
}

const USER_CACHE = /^debtwise-(?:pages|api)-/;

/** The user's two caches: their screens' HTML and their API answers. */
export function userCacheNames(userKey: string): { page: string; api: string } {
  return { page: `debtwise-pages-${userKey}`, api: `debtwise-api-${userKey}` };
}

/** Whether a cache holds some user's data (every such cache is deleted on signing out). */
export function isUserCache(name: string): boolean {
  return USER_CACHE.test(name);
}

const KEY_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

export function isUserKey(value: unknown): value is string {
  return typeof value === "string" && KEY_SHAPE.test(value);
}

/** The user key a signed-in page's HTML carries (the layout's meta), or null. */
export function userKeyInHtml(html: string): string | null {
  const match = new RegExp(`<meta name="${USER_META_NAME}" content="([^"]*)"`).exec(html);
  return match && isUserKey(match[1]) ? match[1] : null;
}

export interface AnswerFacts {
  kind: "page" | "api";
  status: number;
  /** Response.type: "opaqueredirect" for a document the server redirected (to sign in). */
  type: string;
  /** The user key the answer states: the API's header, or the page's meta. */
  owner: string | null;
}

/**
 * Whose an answer from the network is: `{ owner }` when it may be kept for that user (a 200 that names its user);
 * "signed-out" when it says nobody is signed in (the API's 401, a page sent to sign in), so the worker forgets the
 * user; "unknown" otherwise (an error, an answer without its user): neither kept nor acted on.
 */
export function answerOwner({ kind, status, type, owner }: AnswerFacts): { owner: string } | "signed-out" | "unknown" {
  if (kind === "api" && status === 401) return "signed-out";
  if (kind === "page" && (type === "opaqueredirect" || (status >= 300 && status < 400))) return "signed-out";
  if (status !== 200 || !isUserKey(owner)) return "unknown";
  return { owner };
}
