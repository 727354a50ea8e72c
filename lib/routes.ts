// docs/product-rules.md "Screens and routes". Only the proxy's coarse redirect; pages and handlers still check the
// session themselves.

export const SIGNED_IN_PREFIXES = [
  "/dashboard",
  "/calculator",
  "/results",
  "/subscribe",
  "/gamification",
  "/payments",
  "/imports",
  "/debts",
  "/shared-plans",
  "/referrals",
  "/voice",
  "/goals",
  "/education",
  "/challenges",
  "/negotiations",
  "/negotiate",
  "/success",
  "/cancel",
  "/checkout",
  "/settings",
  "/invite",
  "/welcome",
] as const;

export const WELCOME_PATH = "/welcome";

export function welcomeRedirectPath(pathWithSearch: string): string {
  return `${WELCOME_PATH}?next=${encodeURIComponent(pathWithSearch)}`;
}

export function isSignedInPath(pathname: string): boolean {
  return SIGNED_IN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function loginRedirectPath(pathWithSearch: string): string {
  return `/api/login?callbackUrl=${encodeURIComponent(pathWithSearch)}`;
}
