import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, sidewaysOverflow, uniqueEmail, uniqueLoopbackIp } from "../fixtures";

// The developer outbox (/dev/outbox) on a keyless run (the e2e server sets OUTBOX_PAGE=1 and has no mail or SMS
// keys): sign-in mails land there, their links are clickable, and the list can be filtered and refreshed.

// The outbox answers this machine only (lib/messaging/outbox.ts): every test here comes from a loopback address
// of its own (the e2e server trusts the tests as its proxy).
test.use({
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ "x-forwarded-for": uniqueLoopbackIp() });
  },
});

/** Asks for a sign-in link the way the login page does (csrf token, then Auth.js's signin POST). */
async function requestLinkViaApi(request: APIRequestContext, email: string): Promise<void> {
  const csrf = await request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await request.post("/api/auth/signin/email", {
    form: { email, csrfToken, callbackUrl: "/" },
    headers: { "X-Auth-Return-Redirect": "1" },
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { url: string }).url).toContain("/api/auth/verify-request");
}

/** The outbox entry for one recipient (each test uses its own address, so parallel tests never collide). */
function messageTo(page: Page, email: string) {
  return page.getByRole("list", { name: "Outbox messages" }).getByRole("listitem").filter({ hasText: email });
}

test("a sign-in link requested on the login page arrives in the local outbox and signs a new visitor in", async ({
  page,
}) => {
  const email = uniqueEmail("magic");
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Email me a sign-in link" });
  await form.getByLabel("Email for a sign-in link").fill(email);
  await form.getByRole("button", { name: "Email me a sign-in link" }).click();

  await expect(page).toHaveURL(/\/login\/check-email/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");
  await page.getByRole("link", { name: "Open the local outbox" }).click();

  await expect(page).toHaveURL(/\/dev\/outbox$/);
  await expect(page.getByText("Local outbox — nothing here was sent to a real inbox")).toBeVisible();
  const message = messageTo(page, email);
  await expect(message).toHaveCount(1);
  await expect(message).toContainText("sign_in");
  await expect(message).toContainText("Your DebtWise sign-in link");

  await message.getByRole("button", { name: "Show message" }).click();
  await expect(message.getByText("If you did not ask for this, ignore this e-mail")).toBeVisible();
  await message.getByRole("link", { name: /\/api\/auth\/callback\/email\?/ }).click();

  // A new account by link has no name yet: it is asked for once, then the dashboard greets the new user.
  await expect(page).toHaveURL(/\/welcome\?next=%2F$/);
  // Submitting empty first shows the form's own message: proof it is interactive before anything is typed into it.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await page.getByLabel("First name").fill("Ada");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada!");
});

test("the outbox refreshes, filters by channel and expands a message as plain text", async ({ page, request }) => {
  const email = uniqueEmail("outbox");
  await page.goto("/dev/outbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Developer outbox");
  const message = messageTo(page, email);
  await expect(message).toHaveCount(0);

  // Sent after the page loaded: only Refresh brings it in.
  await requestLinkViaApi(request, email);
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(message).toHaveCount(1);

  const toggle = message.getByRole("button", { name: "Show message" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(message.getByRole("button", { name: "Hide message" })).toHaveAttribute("aria-expanded", "true");
  const link = message.getByRole("link", { name: /\/api\/auth\/callback\/email\?/ });
  await expect(link).toHaveAttribute("href", /^http:\/\/[^/]+\/api\/auth\/callback\/email\?.*token=/);
  await expect(message.getByText("also has an HTML version")).toBeVisible();
  // E-mails are light-only: in the dark theme the preview keeps its light surface (docs/product-rules.md "Themes").
  const body = message.getByTestId("outbox-body");
  const paper = await body.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await page.locator("body").evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(paper[0]);
  await expect(body).toHaveCSS("background-color", paper[0]!);
  await expect(body).toHaveCSS("color", paper[1]!);
  await message.getByRole("button", { name: "Hide message" }).click();
  await expect(link).toBeHidden();

  const channel = page.getByRole("combobox", { name: "Channel" });
  await channel.click();
  await page.getByRole("option", { name: "SMS" }).click();
  await expect(channel).toHaveText("SMS");
  await expect(
    page.getByRole("list", { name: "Outbox messages" }).or(page.getByText("The outbox is empty")),
  ).toBeVisible();
  await expect(message).toHaveCount(0);

  await channel.click();
  await page.getByRole("option", { name: "Email" }).click();
  await expect(message).toHaveCount(1);
});

test("the outbox fits a phone screen without sideways scrolling", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("phone");
  await requestLinkViaApi(request, email);
  await page.goto("/dev/outbox");
  const message = messageTo(page, email);
  await message.getByRole("button", { name: "Show message" }).click();
  await expect(message.getByRole("link", { name: /\/api\/auth\/callback\/email\?/ })).toBeVisible();
  const overflow = await sidewaysOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
});
