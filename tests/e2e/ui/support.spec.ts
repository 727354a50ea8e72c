import type { Page } from "@playwright/test";
import { test, expect, registerViaApi, setPlanInDatabase, sql, verifyEmailInDatabase } from "../fixtures";

// The support form under Settings (docs/product-rules.md "Screens and routes"): reached from the account menu, it mails
// the team (the local outbox on the e2e server, which has no mail keys) with the plan in the subject; Pro requests are
// marked priority, and the page promises an order of answering, never a response time.

function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

async function teamMail(email: string) {
  const [user] = await sql<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]);
  return sql<{ to: string; subject: string; body: string }>(
    `SELECT "to", subject, body FROM "OutboxMessage" WHERE "userId" = $1 AND kind = 'support_request' ORDER BY "createdAt"`,
    [user!.id],
  );
}

async function fillRequest(page: Page, subject: string) {
  await page.getByRole("combobox", { name: "Topic" }).click();
  await page.getByRole("option", { name: "Billing and plans", exact: true }).click();
  await page.getByRole("textbox", { name: "Subject" }).fill(subject);
  await page.getByRole("textbox", { name: "Message" }).fill("My card was charged twice this month. Can you check?");
}

test("a Pro user sends a priority request from Settings > Support", async ({ page }) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "pro");
  await verifyEmailInDatabase(email); // the copy goes only to a confirmed address

  await page.goto("/");
  await page.getByRole("button", { name: /^Account menu for / }).click();
  await page.getByRole("menuitem", { name: "Support" }).click();
  await expect(page).toHaveURL(/\/settings\/support$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact support" })).toBeVisible();

  const card = page.getByTestId("support-card");
  await expect(card.getByText("Priority", { exact: true })).toBeVisible();
  await expect(card.getByTestId("support-response")).toHaveText(
    "You are on the Pro plan. Priority support: your request is marked priority, and we answer priority requests first.",
  );
  await expect(card).not.toContainText(/within|hours?|business day/i);

  // The shared schema explains what is missing before anything is sent.
  await card.getByRole("button", { name: "Send request" }).click();
  await expect(card.locator("[data-slot=form-message]", { hasText: "Choose a topic" })).toBeVisible();
  await expect(card.getByText("Subject is required")).toBeVisible();
  await expect(card.getByText(/Tell us a little more/)).toBeVisible();

  await fillRequest(page, "Charged twice");
  await card.getByRole("button", { name: "Send request" }).click();
  await expect(toast(page)).toContainText("Request sent");
  await expect(toast(page)).toContainText("We e-mailed you a copy.");
  await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("");

  const mails = await teamMail(email);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ to: "support@debtwise.app", subject: "[Pro priority] Charged twice" });
  expect(mails[0]!.body).toContain(`Email: ${email}`);
  expect(mails[0]!.body).toContain("Plan: Pro (priority support)");
});

test("a Free user's request is sent in order, with the plan in the subject and no priority promised", async ({
  page,
}) => {
  const { email } = await registerViaApi(page.context().request);
  await page.goto("/settings/support");
  const card = page.getByTestId("support-card");
  await expect(card.getByTestId("support-response")).toHaveText(
    "You are on the Free plan. We answer requests in the order we receive them.",
  );
  await expect(card.getByText("Priority", { exact: true })).toHaveCount(0);
  await expect(card.getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/subscribe");

  await fillRequest(page, "How do I add a second debt?");
  await card.getByRole("button", { name: "Send request" }).click();
  await expect(toast(page)).toContainText("We answer requests in the order we receive them.");
  // Unconfirmed, the request still reaches the team, but no copy of the user's text goes to the address.
  await expect(toast(page)).toContainText("We didn't e-mail you a copy: your address isn't confirmed yet.");
  expect((await teamMail(email)).map((m) => m.subject)).toEqual(["[Free] How do I add a second debt?"]);
});
