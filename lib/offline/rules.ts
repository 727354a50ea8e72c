// docs/product-rules.md "Offline and install". Pure: the worker, the pages and the unit tests import it.

export const USER_KEY_HEADER = "X-DebtWise-User";
export const CACHED_AT_HEADER = "X-DebtWise-Cached-At";
export const USER_META_NAME = "debtwise-user";

export const SESSION_CACHE = "debtwise-session";

export const PAYMENT_QUEUE_DB = "debtwise-offline";

export const OFFLINE_PAGES: readonly string[] = ["/dashboard", "/payments", "/results"];

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

// The worker forgets the signed-in user before such a request goes out, so the next account never meets their answers.
const SIGN_IN_OUT_PREFIXES = ["/login", "/logout", "/register", "/api/login", "/api/logout", "/api/auth/"];

export type RequestKind = "page" | "api" | "sign-in-out";

export interface RequestFacts {
  method: string;
  url: URL;
  mode: string;
  origin: string;
}

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

export function userCacheNames(userKey: string): { page: string; api: string } {
  return { page: `debtwise-pages-${userKey}`, api: `debtwise-api-${userKey}` };
}

export function isUserCache(name: string): boolean {
  return USER_CACHE.test(name);
}

const KEY_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

export function isUserKey(value: unknown): value is string {
  return typeof value === "string" && KEY_SHAPE.test(value);
}

export function userKeyInHtml(html: string): string | null {
  const match = new RegExp(`<meta name="${USER_META_NAME}" content="([^"]*)"`).exec(html);
  return match && isUserKey(match[1]) ? match[1] : null;
}

export interface AnswerFacts {
  kind: "page" | "api";
  status: number;
  type: string;
  owner: string | null;
}

// "unknown" (an error, an answer without its user) is neither kept nor acted on.
export function answerOwner({ kind, status, type, owner }: AnswerFacts): { owner: string } | "signed-out" | "unknown" {
  if (kind === "api" && status === 401) return "signed-out";
  if (kind === "page" && (type === "opaqueredirect" || (status >= 300 && status < 400))) return "signed-out";
  if (status !== 200 || !isUserKey(owner)) return "unknown";
  return { owner };
}
