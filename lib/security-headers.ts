// Headers sent with every response (next.config.ts applies them). Kept free of runtime imports so the
// Next config, the proxy and the tests can all read the same policy.

/** Hosts the browser may talk to: Stripe's script and frames for the embedded payment form. */
const STRIPE_SCRIPT = "https://js.stripe.com";
const STRIPE_API = "https://api.stripe.com";
const STRIPE_FRAMES = "https://js.stripe.com https://hooks.stripe.com";
/**
 * Plaid Link (Settings > Connected accounts): its script and the frame it opens come from Plaid's CDN; the frame
 * talks to Plaid's API hosts itself.
 */
const PLAID_LINK = "https://cdn.plaid.com";
const PLAID_API = "https://production.plaid.com https://sandbox.plaid.com";
/** OAuth sign-in posts a form that redirects to the provider; form-action applies to that redirect. */
const OAUTH_FORM_TARGETS = "https://accounts.google.com https://github.com";

export function contentSecurityPolicy(isDev: boolean): string {
  // 'unsafe-inline' scripts: Next's App Router inlines its flight data in <script> tags. A per-request nonce
  // would forbid static rendering of the public pages (see ARCHITECTURE.md), so the policy relies on React's
  // escaping, no third-party script hosts beyond Stripe and Plaid Link, and the other directives below.
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
