import type { Page } from "@playwright/test";
import { SIGNED_IN_PREFIXES } from "@/lib/routes";
import {
  test,
  expect,
  expectSignedOutLanding,
  registerViaApi,
  uniqueEmail,
  PASSWORD,
  verificationPath,
  gotoOutbox,
  signUpThroughForm,
  sql,
} from "../fixtures";

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

test("signing up through the UI lands on the dashboard greeting", async ({ page }) => {
  await page.goto("/login");
  const email = await signUpThroughForm(page, "Marie", "Curie");
  await expect(page).toHaveURL(/\/$/);
  // The production server stores the full scrypt cost (lib/auth/password.ts STORED_SCRYPT_COST; only Jest's runs use
  // a small one).
  const [user] = await sql<{ passwordHash: string }>(`SELECT "passwordHash" FROM "User" WHERE "email" = $1`, [email]);
  expect(user?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Marie");
  await expect(
    page
      .getByRole("button", { name: "Logout" })
      .or(page.getByRole("button", { name: "Open menu" }))
      .first(),
  ).toBeVisible();
});

test("a new account is asked to confirm its address: resend, hide for the visit, and the mailed link confirms it", async ({
  page,
}) => {
  const { email } = await registerViaApi(page.context().request);
  await page.goto("/");
  const notice = page.getByRole("region", { name: "Confirm your e-mail address" });
  await expect(notice).toContainText(`we sent a link to ${email}`);

  await notice.getByRole("button", { name: "Resend link" }).click();
  await expect(toast(page)).toContainText("Link sent");
  await expect(toast(page)).toContainText(email);

  // Hidden for the rest of the visit, also after a reload.
  await notice.getByRole("button", { name: "Hide this notice for now" }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Grace");
  await expect(notice).toHaveCount(0);

  // Only the newest link works; opening it confirms the address for good.
  await page.goto(await verificationPath(email));
  await expect(page).toHaveURL(/\/verify-email\?result=verified$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your e-mail address is confirmed");
  await page.goto(await verificationPath(email));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your e-mail address is confirmed");
  await expect(page.getByText("Your address was already confirmed")).toBeVisible();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Grace");
  await expect(notice).toHaveCount(0);
});

test("sign-up shows the validation messages and keeps the visitor on the form", async ({ page }) => {
  await page.goto("/login?mode=register");
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Password").fill("short");
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByText("First name is required")).toBeVisible();
  await expect(form.getByText("Enter a valid email address")).toBeVisible();
  await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("signing in through the UI returns to where the visitor was going", async ({ page, request }) => {
  const { email } = await registerViaApi(request);
  await page.goto("/goals");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fgoals/);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("wrong-password");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByRole("alert")).toHaveText("Incorrect email or password.");
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/goals$/);
});

test("logout returns to the landing page", async ({ page, context }) => {
  await registerViaApi(context.request);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Grace");
  // An old link or a typed address only asks: the POST behind the button signs out.
  await page.goto("/api/logout");
  await expect(page).toHaveURL(/\/logout$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expectSignedOutLanding(page);
});

// Every path the proxy keeps for signed-in users (lib/routes.ts), so a route added there is covered here too.
for (const route of SIGNED_IN_PREFIXES) {
  test(`signed-out visit to ${route} goes through /api/login to the login page`, async ({ page }) => {
    const seen: string[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest()) seen.push(new URL(r.url()).pathname);
    });
    await page.goto(route);
    await expect(page).toHaveURL(new RegExp(`/login\\?callbackUrl=${encodeURIComponent(route)}$`));
    expect(seen).toContain("/api/login");
  });
}

test("a returning user signs in with an e-mailed link and returns to where they were going", async ({
  page,
  request,
}) => {
  const { email } = await registerViaApi(request);
  await page.goto("/goals");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fgoals/);
  const form = page.getByRole("form", { name: "Email me a sign-in link" });
  await form.getByLabel("Email for a sign-in link").fill(email);
  await form.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");

  // Keyless e2e server: the mail is in the local outbox.
  await gotoOutbox(page);
  // (The sign-up's verification mail went to the same address.)
  const message = page.getByRole("listitem").filter({ hasText: email }).filter({ hasText: "sign-in link" });
  await message.getByRole("button", { name: "Show message" }).click();
  await message.getByRole("link", { name: /\/api\/auth\/callback\/email\?/ }).click();
  await expect(page).toHaveURL(/\/goals$/);

  // Signed into the existing account, not a new one.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Grace");
});

test("a fourth sign-in link within 15 minutes is refused with how long to wait, and no fourth mail is sent", async ({
  page,
}) => {
  const email = uniqueEmail("link-limit");
  // The limit also counts per client address (10 an hour), which every other test shares: this one comes from an
  // address of its own (the first X-Forwarded-For entry, lib/request.ts), so neither eats the other's budget.
  const octet = () => Math.floor(Math.random() * 256);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.${octet()}.${octet()}` });
  const requestLink = async () => {
    await page.goto("/login");
    const form = page.getByRole("form", { name: "Email me a sign-in link" });
    await form.getByLabel("Email for a sign-in link").fill(email);
    await form.getByRole("button", { name: "Email me a sign-in link" }).click();
    return form;
  };
  for (let i = 0; i < 3; i++) {
    await requestLink();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");
  }

  // The limit answers 429 in the error shape (lib/auth/sign-in-limit.ts); the form shows its message and stays.
  const form = await requestLink();
  await expect(form.getByRole("alert")).toHaveText(
    /^Too many sign-in links were requested\. Please wait \d+ minutes? and try again\.$/,
  );
  await expect(page).toHaveURL(/\/login$/);
  await expect(form.getByRole("button", { name: "Email me a sign-in link" })).toBeEnabled();

  await gotoOutbox(page);
  await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(3);
});
