import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  test,
  expect,
  registerViaApi,
  uniqueEmail,
  uniqueIp,
  PASSWORD,
  invitationPath,
  verificationPath,
  verifyEmailInDatabase,
} from "../fixtures";

// Shared plans (docs/product-rules.md "Shared plans"): the owner creates a plan and invites a second person by e-mail;
// the invitee follows the e-mailed link, signs up on the way, accepts and contributes; the owner sees the
// contribution and the progress. The e-mail is read from the outbox (the local delivery channel) through the
// same database the server under test uses.

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

function dialog(page: Page, title: string): Locator {
  return page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** "YYYY-MM-DD" a year from now: always a valid target date. */
function nextYear(): string {
  const d = new Date();
  return `${d.getFullYear() + 1}-06-15`;
}

async function createPlanViaApi(request: APIRequestContext, title: string, goalAmount = "1000"): Promise<string> {
  const res = await request.post("/api/shared/create", { data: { title, goalAmount, targetDate: nextYear() } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test("the owner invites a second person, who signs up from the e-mailed link, accepts and contributes", async ({
  page,
  browser,
}) => {
  const { email: ownerEmail } = await registerViaApi(page.context().request, { firstName: "Olivia" });
  await verifyEmailInDatabase(ownerEmail); // inviting needs a verified address
  await page.goto("/shared-plans");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shared Plans");
  await expect(page.getByText("No shared plans yet")).toBeVisible();

  // Create: the form's messages for an empty form, then a valid plan.
  await page.getByRole("button", { name: "Create Your First Plan" }).click();
  const create = dialog(page, "Create Shared Plan");
  await create.getByRole("button", { name: "Create Plan" }).click();
  await expect(create.getByText("Title is required")).toBeVisible();
  await expect(create.getByText("Goal amount is required")).toBeVisible();
  await expect(create.getByText("Target date is required")).toBeVisible();
  await create.getByLabel("Title").fill("Family vacation");
  await create.getByLabel("Description (optional)").fill("Two weeks by the sea");
  await create.getByLabel("Goal amount").fill("1000");
  await create.getByLabel("Target date").fill(nextYear());
  await create.getByRole("button", { name: "Create Plan" }).click();
  await expect(toast(page)).toContainText("Shared plan created successfully!");

  // The new plan's detail opens: the owner is its only (active) member, no contributions yet.
  const detail = dialog(page, "Family vacation");
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId("plan-progress-percent")).toHaveText("0%");
  await expect(detail.getByTestId("member-row")).toHaveCount(1);
  await expect(detail.getByTestId("member-row").first()).toContainText("Olivia");
  await expect(detail.getByText("No contributions yet")).toBeVisible();

  // Invite the second person by e-mail.
  const friendEmail = uniqueEmail("frank");
  await detail.getByRole("button", { name: "Invite Member" }).click();
  const inviteDialog = dialog(page, "Invite Member");
  await inviteDialog.getByLabel("Email").fill(friendEmail);
  await inviteDialog.getByLabel("Monthly target").fill("100");
  await inviteDialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(toast(page)).toContainText("Invitation sent successfully!");
  await expect(inviteDialog).toHaveCount(0);
  const invitedRow = detail.getByTestId("member-row").filter({ hasText: friendEmail });
  await expect(invitedRow.getByTestId("member-status")).toHaveText("invited");
  // The next opening starts blank, and Cancel leaves without sending.
  await detail.getByRole("button", { name: "Invite Member" }).click();
  await expect(inviteDialog.getByLabel("Email")).toHaveValue("");
  await expect(inviteDialog.getByLabel("Monthly target")).toHaveValue("");
  await inviteDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(inviteDialog).toHaveCount(0);

  const invitePath = await invitationPath(friendEmail);

  // The friend, in a browser of their own, signed out: the link leads through sign-up and back to the invitation.
  const friendContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  try {
    const friend = await friendContext.newPage();
    await friend.goto(new URL(invitePath, page.url()).toString());
    await expect(friend).toHaveURL(/\/login\?callbackUrl=%2Finvite%2F/);
    await friend.getByRole("tab", { name: "Create account" }).click();
    const form = friend.getByRole("form", { name: "Create account" });
    await form.getByLabel("First name").fill("Frank");
    await form.getByLabel("Email").fill(friendEmail);
    await form.getByLabel("Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Create account" }).click();

    await expect(friend).toHaveURL(new RegExp(`${invitePath}$`));
    // A new password account must prove its address before it can act on the invitation.
    await expect(friend.getByRole("heading", { level: 1 })).toHaveText("Confirm your e-mail address first");
    await expect(friend.getByRole("button", { name: "Accept", exact: true })).toHaveCount(0);
    await friend.goto(new URL(await verificationPath(friendEmail), page.url()).toString());
    await expect(friend.getByRole("heading", { level: 1 })).toHaveText("Your e-mail address is confirmed");
    await friend.goto(new URL(invitePath, page.url()).toString());
    await expect(friend.getByRole("heading", { level: 1 })).toHaveText("Join “Family vacation”");
    await expect(friend.getByText("Olivia invited you to this shared plan on DebtWise.")).toBeVisible();
    await friend.getByRole("button", { name: "Accept", exact: true }).click();

    // Accepted: the plan's detail opens on the shared-plans screen.
    await expect(friend).toHaveURL(/\/shared-plans\?plan=/);
    const friendDetail = dialog(friend, "Family vacation");
    await expect(friendDetail).toBeVisible();
    await expect(friendDetail.getByRole("button", { name: "Invite Member" })).toHaveCount(0);
    await friendDetail.getByRole("button", { name: "Add Contribution" }).click();
    const contribute = dialog(friend, "Add Contribution");
    await contribute.getByLabel("Amount").fill("250");
    await contribute.getByLabel("Description (optional)").fill("First deposit");
    await contribute.getByRole("button", { name: "Add Contribution" }).click();
    await expect(toast(friend)).toContainText("Contribution added successfully!");
    await expect(friendDetail.getByTestId("plan-progress-percent")).toHaveText("25%");
    await expect(friendDetail.getByTestId("contribution-row")).toHaveCount(1);
    await expect(friendDetail.getByTestId("contribution-row").first()).toContainText("First deposit");

    // The link works once.
    await friend.goto(new URL(invitePath, page.url()).toString());
    await expect(friend.getByRole("heading", { level: 1 })).toHaveText("This invitation link is not valid");
  } finally {
    await friendContext.close();
  }

  // The owner sees the contribution, the progress and the new member.
  await page.reload();
  const card = page.getByTestId("shared-plan-card").filter({ hasText: "Family vacation" });
  await expect(card.getByTestId("plan-progress-percent")).toHaveText("25%");
  await expect(card.getByTestId("plan-saved")).toHaveText("$250.00 of $1,000.00");
  await card.getByRole("button", { name: /View details/i }).click();
  const ownerDetail = dialog(page, "Family vacation");
  await expect(ownerDetail.getByTestId("contribution-row").first()).toContainText("First deposit");
  await expect(ownerDetail.getByTestId("contribution-row").first()).toContainText("Frank");
  await expect(ownerDetail.getByTestId("contribution-row").first()).toContainText("$250.00");
  await expect(
    ownerDetail.getByTestId("member-row").filter({ hasText: friendEmail }).getByTestId("member-status"),
  ).toHaveText("active");
});

test("the detail shows the newest 5 contributions and 'Show all' loads the rest", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  const planId = await createPlanViaApi(request, "Emergency fund", "10000");
  for (let i = 1; i <= 7; i++) {
    const res = await request.post("/api/shared/contribute", {
      data: { sharedPlanId: planId, amount: String(i * 10), description: `Deposit ${i}` },
    });
    expect(res.status()).toBe(201);
  }

  // ?plan=<id> opens that plan's detail directly.
  await page.goto(`/shared-plans?plan=${planId}`);
  const detail = dialog(page, "Emergency fund");
  await expect(detail.getByRole("heading", { name: "Contributions (7)" })).toBeVisible();
  const rows = detail.getByTestId("contribution-row");
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText("Deposit 7");
  await expect(detail.getByTestId("plan-saved")).toHaveText("$280.00 of $10,000.00");
  await expect(detail.getByTestId("plan-progress-percent")).toHaveText("2.8%");

  await detail.getByRole("button", { name: /Show all/ }).click();
  await expect(rows).toHaveCount(7);
  await expect(rows.last()).toContainText("Deposit 1");
});

test("an invitation opened by another account or an unknown link explains itself", async ({ page, browser }) => {
  const request = page.context().request;
  const { email: ownerEmail } = await registerViaApi(request, { firstName: "Olivia" });
  await verifyEmailInDatabase(ownerEmail); // inviting needs a verified address
  const planId = await createPlanViaApi(request, "Roof repair");
  const invitedEmail = uniqueEmail("ivy");
  const res = await request.post("/api/shared/invite", {
    data: { shared_plan_id: planId, email: invitedEmail, monthly_target: "50" },
  });
  expect(res.status()).toBe(201);
  const invitePath = await invitationPath(invitedEmail);

  const otherContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  try {
    const other = await otherContext.newPage();
    const { email: otherEmail } = await registerViaApi(otherContext.request);
    await other.goto(invitePath);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("This invitation is for another account");
    // In the card (the shell's notice about the unverified address names it too).
    await expect(other.getByRole("main").getByText(otherEmail)).toBeVisible();
    await expect(other.getByText("i***@example.com").first()).toBeVisible();
    await expect(other.getByRole("button", { name: "Accept", exact: true })).toHaveCount(0);

    await other.goto(`/invite/${"A".repeat(43)}`);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("This invitation link is not valid");
  } finally {
    await otherContext.close();
  }
});
