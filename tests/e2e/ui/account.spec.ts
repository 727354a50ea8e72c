import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  test,
  expect,
  expectSignedOutLanding,
  registerViaApi,
  sidewaysOverflow,
  uniqueEmail,
  PASSWORD,
} from "../fixtures";
import { today } from "@/tests/support/calendar";

// Account settings: the profile summary, "Download my data" (a JSON file of everything stored about the user) and
// deleting the account through the confirmation dialog, after which the visitor is signed out and the account no longer
// exists.

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

test("the account menu leads to the Account page, which downloads the user's data as JSON", async ({
  page,
  context,
}) => {
  const { email } = await registerViaApi(context.request);
  const debt = await context.request.post("/api/debts", {
    data: { name: "Visa", balance: "1200.00", interestRate: "19.99", minPayment: "35.00" },
  });
  expect(debt.status()).toBe(201);

  await page.goto("/");
  await page.getByRole("button", { name: "Account menu for Grace" }).click();
  await page.getByRole("menuitem", { name: "Account", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account");

  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile.getByTestId("account-name")).toHaveText("Grace Hopper");
  await expect(profile.getByTestId("account-email")).toHaveText(email);
  await expect(profile.getByTestId("account-plan")).toHaveText("Free");

  const download = page.waitForEvent("download");
  await page
    .getByRole("region", { name: "Download my data" })
    .getByRole("button", { name: "Download my data" })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`debtwise-export-${today()}.json`);
  const data = JSON.parse(await readFile(await file.path(), "utf8")) as {
    schemaVersion: number;
    profile: { email: string };
    debts: { name: string; balance: string; interestRate: string }[];
  };
  expect(data.schemaVersion).toBe(1);
  expect(data.profile.email).toBe(email);
  expect(data.debts).toEqual([expect.objectContaining({ name: "Visa", balance: "1200.00", interestRate: "19.990" })]);
  await expect(toast(page)).toContainText("Your data is downloading");
});

test("deleting the account through the dialog signs out, and signing in again fails", async ({ page, context }) => {
  const email = uniqueEmail("delete");
  await registerViaApi(context.request, { email });
  await page.goto("/settings/account");

  const zone = page.getByRole("region", { name: "Delete account" });
  await zone.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Any shared plan you own, with its members and everyone's contributions");
  await expect(dialog).toContainText(email);

  // The destructive button unlocks only for the account's own address (in any letter case).
  const confirm = dialog.getByLabel("Type your e-mail address to confirm");
  const submit = dialog.getByRole("button", { name: "Delete my account" });
  await expect(submit).toBeDisabled();
  await confirm.fill("someone-else@example.com");
  await expect(submit).toBeDisabled();

  // Keeping the account closes the dialog and changes nothing; reopening starts with an empty field.
  await dialog.getByRole("button", { name: "Keep my account" }).click();
  await expect(dialog).toBeHidden();
  await zone.getByRole("button", { name: "Delete account" }).click();
  await expect(confirm).toHaveValue("");

  await confirm.fill(email.toUpperCase());
  await expect(submit).toBeEnabled();
  await submit.click();

  // A full-page load of the public landing page, signed out, without a toast.
  await expectSignedOutLanding(page);
  await expect(page.locator("[data-slot=toast]")).toHaveCount(0);
  expect((await context.request.get("/api/auth/user")).status()).toBe(401);

  // The account is gone: the same e-mail and password no longer sign in.
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByRole("alert")).toHaveText("Incorrect email or password.");
  await expect(page).toHaveURL(/\/login/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Account page fits the screen without sideways scrolling", async ({ page, context }) => {
    await registerViaApi(context.request, { email: uniqueEmail("a-rather-long-address-for-wrapping") });
    await page.goto("/settings/account");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account");
    await page.getByRole("button", { name: "Delete account" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
