import { test as base, expect, type APIRequestContext } from "@playwright/test";

// Each test acts as a different client (its own X-Forwarded-For), so the per-address rate limits behave as
// they would for real users and never leak between tests.
let counter = Math.floor(Math.random() * 2 ** 20);
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const PASSWORD = "a-strong-password-1";

export const test = base.extend({
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ "x-forwarded-for": uniqueIp() });
  },
});

/** Creates an account over HTTP; the session cookie lands in the request context (and its browser context). */
export async function registerViaApi(request: APIRequestContext, overrides: Record<string, string> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const res = await request.post("/api/register", {
    data: { email, password: PASSWORD, firstName: "Grace", lastName: "Hopper", ...overrides },
  });
  expect(res.status()).toBe(201);
  return { email, user: ((await res.json()) as { user: { id: string } }).user };
}

export { expect };
