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

/**
 * Test setup only: puts a user on a plan straight in the database (the same DATABASE_URL the server under test
 * uses), for journeys that need a paid plan before billing itself is exercised.
 */
export async function setPlanInDatabase(email: string, plan: "free" | "basic" | "pro"): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query(`UPDATE "User" SET "subscriptionPlan" = $1 WHERE email = $2`, [plan, email]);
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}
