import type { Page } from "@playwright/test";
import { test, expect, registerViaApi, uniqueEmail, changeEmailPath, gotoOutbox, sql, PASSWORD } from "../fixtures";

// The account settings screen (docs/product-rules.md "Account security"): name, time zone, e-mail confirmed at the new
// address, password, sign out everywhere; and the one-time first-name prompt after a sign-up by e-mailed link.

function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

test("renaming updates the profile and the account menu", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/settings/account");
  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile.getByTestId("account-name")).toHaveText("Grace Hopper");
  await expect(profile.getByText("Not verified")).toBeVisible();

  await profile.getByRole("button", { name: "Edit name" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit your name" });
  await expect(dialog.getByLabel("First name")).toHaveValue("Grace");

  // A blank first name is refused in the form, beside the field.
  await dialog.getByLabel("First name").fill("  ");
  await dialog.getByRole("button", { name: "Save name" }).click();
  await expect(dialog.getByText("First name is required")).toBeVisible();

  await dialog.getByLabel("First name").fill("Amazing");
  await dialog.getByLabel("Last name (optional)").fill("Grace");
  await dialog.getByRole("button", { name: "Save name" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText("Name saved");
  await expect(profile.getByTestId("account-name")).toHaveText("Amazing Grace");
  await expect(page.getByRole("button", { name: "Account menu for Amazing" })).toBeVisible();

  // The time zone (docs/product-rules.md "The product's clock"): shown with its offset, an unknown one refused
  // beside the field, a listed one saved.
  const zone = page.getByRole("region", { name: "Time zone" });
  await expect(zone.getByTestId("account-time-zone")).toHaveText("UTC (UTC+00:00)");
  const field = zone.getByLabel("New time zone");
  await field.fill("Mars/Olympus_Mons");
  await zone.getByRole("button", { name: "Save time zone" }).click();
  await expect(zone.getByText("Choose a time zone from the list")).toBeVisible();
  await field.fill("Asia/Kathmandu");
  await zone.getByRole("button", { name: "Save time zone" }).click();
  await expect(toast(page)).toContainText("Time zone saved");
  await expect(zone.getByTestId("account-time-zone")).toHaveText("Asia/Kathmandu (UTC+05:45)");
});

test("changing the e-mail waits for the link mailed to the new address", async ({ page }) => {
  const { email } = await registerViaApi(page.context().request);
  const next = uniqueEmail("new-address");
  await page.goto("/settings/account");
  const profile = page.getByRole("region", { name: "Profile" });

  await profile.getByRole("button", { name: "Change e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Change your e-mail address" });
  await dialog.getByLabel("New e-mail address").fill(next);
  await dialog.getByLabel("Current password").fill("not the password");
  await dialog.getByRole("button", { name: "Send link" }).click();
  // The server's answer lands under the field it is about; the dialog stays open.
  await expect(dialog.getByText("That is not your current password")).toBeVisible();

  await dialog.getByLabel("Current password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Send link" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText("Check your new inbox");
  const pending = profile.getByTestId("account-pending-email");
  await expect(pending).toContainText(next);
  await expect(profile.getByTestId("account-email")).toHaveText(email);

  await page.goto(await changeEmailPath(next));
  await expect(page).toHaveURL(/\/settings\/account\?email=changed$/);
  await expect(page.getByTestId("email-change-result")).toHaveText(
    `Your e-mail address is now ${next}. Use it to sign in from now on.`,
  );
  await expect(profile.getByTestId("account-email")).toHaveText(next);
  await expect(profile.getByText("Verified", { exact: true })).toBeVisible();
  await expect(pending).toHaveCount(0);

  // The link works once.
  await page.goto(await changeEmailPath(next));
  await expect(page.getByTestId("email-change-result")).toContainText("That link has expired, was already used");
});

test("a pending change of address can be cancelled", async ({ page }) => {
  await registerViaApi(page.context().request);
  const next = uniqueEmail("cancelled");
  await page.goto("/settings/account");
  const profile = page.getByRole("region", { name: "Profile" });
  await profile.getByRole("button", { name: "Change e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Change your e-mail address" });
  await dialog.getByLabel("New e-mail address").fill(next);
  await dialog.getByLabel("Current password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Send link" }).click();
  await expect(profile.getByTestId("account-pending-email")).toBeVisible();

  await profile.getByRole("button", { name: "Cancel change" }).click();
  await expect(toast(page)).toContainText("Change cancelled");
  await expect(profile.getByTestId("account-pending-email")).toHaveCount(0);
  await page.goto(await changeEmailPath(next));
  await expect(page.getByTestId("email-change-result")).toHaveAttribute("role", "alert");
});

test("changing the password needs the current one; the new one signs in", async ({ page, playwright, baseURL }) => {
  const { email } = await registerViaApi(page.context().request);
  await page.goto("/settings/account");
  const card = page.getByRole("region", { name: "Password" });
  await card.getByRole("button", { name: "Change password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await dialog.getByLabel("Current password").fill(PASSWORD);
  await dialog.getByLabel("New password").fill("short");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByText("Password must be at least 8 characters")).toBeVisible();

  await dialog.getByLabel("New password").fill("an entirely new passphrase");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText("Password changed");
  await expect(toast(page)).toContainText("any API tokens were revoked");

  // Signed in on this page still, and the new password works from a fresh browser.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account");
  const fresh = await playwright.request.newContext({ baseURL });
  const csrf = (await (await fresh.get("/api/auth/csrf")).json()) as { csrfToken: string };
  await fresh.post("/api/auth/callback/credentials", {
    form: { email, password: "an entirely new passphrase", csrfToken: csrf.csrfToken, callbackUrl: "/" },
    maxRedirects: 0,
  });
  expect((await fresh.get("/api/auth/user")).status()).toBe(200);
  await fresh.dispose();
});

test("sign out everywhere asks first, then ends this session too", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/settings/account");
  const card = page.getByRole("region", { name: "Sign out everywhere" });
  await card.getByRole("button", { name: "Sign out everywhere" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sign out on every device?" });
  await dialog.getByRole("button", { name: "Stay signed in" }).click();
  await expect(dialog).toBeHidden();
  expect((await page.context().request.get("/api/auth/user")).status()).toBe(200);

  await card.getByRole("button", { name: "Sign out everywhere" }).click();
  await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/login\?signedOut=everywhere$/);
  await expect(page.getByRole("status")).toHaveText("You're signed out on every device.");
  expect((await page.context().request.get("/api/auth/user")).status()).toBe(401);
});

test("a sign-up by e-mailed link asks for a first name once, then greets the new user", async ({ page }) => {
  const email = uniqueEmail("first-name");
  await page.goto("/goals");
  const form = page.getByRole("form", { name: "Email me a sign-in link" });
  await form.getByLabel("Email for a sign-in link").fill(email);
  await form.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");

  await gotoOutbox(page);
  const message = page.getByRole("listitem").filter({ hasText: email });
  await message.getByRole("button", { name: "Show message" }).click();
  await message.getByRole("link", { name: /\/api\/auth\/callback\/email\?/ }).click();

  // Asked before anything else, and then sent on to where the visitor was going.
  await expect(page).toHaveURL(/\/welcome\?next=%2Fgoals$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to DebtWise!");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await page.getByLabel("First name").fill("Ada");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/goals$/);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada!");
  // Asked once: with a name, /welcome just moves on.
  await page.goto("/welcome?next=%2Fsettings%2Faccount");
  await expect(page).toHaveURL(/\/settings\/account$/);
});

test("a returning user is welcomed back", async ({ page, browser, baseURL }) => {
  const { email } = await registerViaApi(page.context().request);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Grace!");

  // The same person signing in again a day later, in another browser.
  await sql(`UPDATE "User" SET "createdAt" = "createdAt" - interval '1 day' WHERE email = $1`, [email]);
  const later = await browser.newContext({ baseURL });
  const again = await later.newPage();
  await again.goto("/login");
  const form = again.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(again.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Grace!");
  await later.close();
});
