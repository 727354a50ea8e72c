import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

// Each test acts as a different client (its own X-Forwarded-For), so the per-address rate limits behave as
// they would for real users and never leak between tests.
let counter = Math.floor(Math.random() * 2 ** 20);
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/**
 * A unique address in this machine's loopback range (127.0.0.0/8). The developer outbox answers only this machine
 * (lib/messaging/outbox.ts); the e2e server trusts the tests as its proxy (TRUST_PROXY=1), so a test that reads
 * the outbox says it comes from here, with an address of its own so no rate limit is shared.
 */
export function uniqueLoopbackIp(): string {
  counter += 1;
  return `127.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Opens /dev/outbox as this machine; the page's later requests keep that address. */
export async function gotoOutbox(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueLoopbackIp() });
  await page.goto("/dev/outbox");
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

/**
 * Creates an account over HTTP; the session cookie lands in the request context (and its browser context). Its time
 * zone is UTC unless overridden: the days the tests compute are UTC's (docs/product-rules.md "The product's clock").
 */
export async function registerViaApi(request: APIRequestContext, overrides: Record<string, string> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const res = await request.post("/api/register", {
    data: { email, password: PASSWORD, firstName: "Grace", lastName: "Hopper", timeZone: "UTC", ...overrides },
  });
  expect(res.status()).toBe(201);
  return { email, user: ((await res.json()) as { user: { id: string } }).user };
}

export { expect };

/** Creates an account through the login page's "Create account" tab (the page must be /login); answers the e-mail. */
export async function signUpThroughForm(page: Page, firstName: string, lastName: string): Promise<string> {
  const email = uniqueEmail("ui");
  await page.getByRole("tab", { name: "Create account" }).click();
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("First name").fill(firstName);
  await form.getByLabel("Last name").fill(lastName);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  return email;
}

/** The public landing page, signed out: its Get Started call to action (a link, or a button) is shown. */
export async function expectSignedOutLanding(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page
      .getByRole("link", { name: "Get Started" })
      .or(page.getByRole("button", { name: "Get Started" }))
      .first(),
  ).toBeVisible();
}

/**
 * How far the page scrolls sideways: 0 or less when it fits the screen. Sections marked `below-fold`
 * (app/globals.css) are drawn first: until they near the screen the browser skips their layout and clips what
 * overflows them, and the question is whether all of the page fits.
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>(".below-fold")) {
      section.style.contentVisibility = "visible";
    }
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  });
}

/**
 * Scrolls `placeholder` into view until `drawn` shows. What is drawn when it nears the screen
 * (components/hooks/use-near-screen.ts) waits for the page to hydrate, and meanwhile the `below-fold` sections above
 * it (app/globals.css) are laid out and can move it off the screen again: one scroll is not always enough.
 */
export async function scrollUntilDrawn(placeholder: Locator, drawn: Locator): Promise<void> {
  await expect(async () => {
    await placeholder.scrollIntoViewIfNeeded();
    await expect(drawn).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The what-if panel once drawn (its slot, test id "what-if-slot", is there before): its extra-payment slider. */
export function whatIfDrawn(page: Page): Locator {
  return page.getByRole("region", { name: "What-If Simulator" }).getByRole("slider", { name: "Extra monthly payment" });
}

/**
 * Test setup only: puts a user on a plan straight in the database (the same DATABASE_URL the server under test
 * uses), for journeys that need a paid plan before billing itself is exercised.
 */
/** Test setup only: SQL against the server's database (the same DATABASE_URL `npm test` gives the web server). */
export async function sql<T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function setPlanInDatabase(email: string, plan: "free" | "basic" | "pro"): Promise<void> {
  const rows = await sql(`UPDATE "User" SET "subscriptionPlan" = $1 WHERE email = $2 RETURNING id`, [plan, email]);
  expect(rows).toHaveLength(1);
}

/**
 * Test setup only: the address counts as verified, as opening the mailed link would; for journeys about what only
 * a verified account may do (API tokens, a phone number, inviting to a shared plan; lib/auth/verified-email.ts).
 */
export async function verifyEmailInDatabase(email: string): Promise<void> {
  const rows = await sql(`UPDATE "User" SET "emailVerified" = now() WHERE email = $1 RETURNING id`, [email]);
  expect(rows).toHaveLength(1);
}

/** The path and query of the link matching `pattern` in the newest `kind` mail to `to` (read from the outbox). */
async function mailedLinkPath(to: string, kind: string, pattern: RegExp): Promise<string> {
  const [row] = await sql<{ body: string }>(
    `SELECT body FROM "OutboxMessage" WHERE "to" = $1 AND kind = $2 ORDER BY "createdAt" DESC LIMIT 1`,
    [to, kind],
  );
  const link = pattern.exec(row?.body ?? "")?.[0];
  expect(link, `a ${kind} e-mail to ${to}`).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/**
 * The path of the link in the newest e-mail-verification mail to `to`: opening it is how a password account's
 * address becomes verified, which accepting invitations and getting reminders need.
 */
export function verificationPath(to: string): Promise<string> {
  return mailedLinkPath(to, "verify_email", /https?:\/\/\S+\/api\/account\/verify-email\?token=\S+/);
}

/** The path of the invitation link in the newest shared-plan invitation e-mailed to `to`. */
export function invitationPath(to: string): Promise<string> {
  return mailedLinkPath(to, "shared_plan_invite", /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]{43}/);
}

/** The path of the link in the newest change-of-address mail to the new address `to`. */
export function changeEmailPath(to: string): Promise<string> {
  return mailedLinkPath(to, "change_email", /https?:\/\/\S+\/api\/account\/email\/confirm\?token=\S+/);
}

/**
 * Opens a Radix Select by mouse and chooses an option, as a user does, clicking the option again while the list
 * stays open. Radix ignores the first pointerup after a pointerdown opened the list unless the pointer moved 10 px
 * since, counted by listeners it adds once the list has rendered; on a loaded machine they can arrive after the
 * pointer already moved onto the option, and that click is ignored (seen in CI: the list stayed open).
 */
export async function chooseOption(
  page: Page,
  trigger: Locator,
  option: { name: string | RegExp; exact?: boolean },
): Promise<void> {
  await trigger.click();
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  await expect(async () => {
    if ((await listbox.count()) === 0) return;
    await page.getByRole("option", option).click({ timeout: 5_000 });
    await expect(listbox).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
