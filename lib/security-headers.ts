// Kept free of runtime imports: next.config.ts, the proxy and the tests all read this one policy.

const STRIPE_SCRIPT = "https://js.stripe.com";
const STRIPE_API = "https://api.stripe.com";
const STRIPE_FRAMES = "https://js.stripe.com https://hooks.stripe.com";
const PLAID_LINK = "https://cdn.plaid.com";
const PLAID_API = "https://production.plaid.com https://sandbox.plaid.com";
/** OAuth sign-in posts a form that redirects to the provider; form-action applies to that redirect. */
const OAUTH_FORM_TARGETS = "https://accounts.google.com https://github.com";

export function contentSecurityPolicy(isDev: boolean): string {
  // 'unsafe-inline': the App Router inlines its flight data in <script> tags, and a per-request nonce would forbid
  // static rendering of the public pages (ARCHITECTURE.md).
  const script = ["'self'", "'unsafe-inline'", STRIPE_SCRIPT, PLAID_LINK, ...(isDev ? ["'unsafe-eval'"] : [])].join(
    " ",
  );
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${STRIPE_API} ${PLAID_API}${isDev ? " ws:" : ""}`,
    `frame-src ${STRIPE_FRAMES} ${PLAID_LINK}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    `form-action 'self' ${OAUTH_FORM_TARGETS}`,
  ].join("; ");
}

export function securityHeaders(isDev: boolean): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(isDev) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: 'camera=(), geolocation=(), microphone=(self), payment=(self "https://js.stripe.com")',
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}
