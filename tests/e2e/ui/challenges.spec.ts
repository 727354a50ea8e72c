import type { Locator, Page } from "@playwright/test";
import { test, expect, registerViaApi, setPlanInDatabase, sidewaysOverflow } from "../fixtures";

// The Challenges screen (docs/product-rules.md "Challenges"): the three tabs and their empty states, joining a built-in
// challenge (real participant count), Save $1,000 offering the upgrade on Free, a no-spend check-in, and the
// leaderboard showing the user as "You".
// Only this file joins No-Spend Week, and its tests run one after another, so the count moves by exactly one.

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

function tab(page: Page, name: string | RegExp) {
  return page.getByRole("tab", { name });
}

function card(page: Page, title: string): Locator {
  return page.getByRole("article", { name: title });
}

/** The real count on a card: "Be the first to join" is 0, then "1 person joined", "12 people joined". */
async function participantCount(card: Locator): Promise<number> {
  const text = (await card.getByTestId("participants").innerText()).trim();
  if (text === "Be the first to join") return 0;
  const match = /^([\d,]+) (person|people) joined$/.exec(text);
  expect(match).not.toBeNull();
  const count = Number(match![1]!.replace(/,/g, ""));
  expect(match![2]).toBe(count === 1 ? "person" : "people");
  return count;
}

function participantsText(count: number): string {
  if (count === 0) return "Be the first to join";
  return `${count.toLocaleString("en-US")} ${count === 1 ? "person" : "people"} joined`;
}

test("a new user sees the empty states and the three built-in challenges", async ({ page, context }) => {
  await registerViaApi(context.request);
  await page.goto("/challenges");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Financial Challenges");
  await expect(tab(page, "Your Challenges (0)")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "No Active Challenges" })).toBeVisible();

  // Leaderboards with nothing joined: nothing to select yet.
  await tab(page, "Leaderboards").click();
  await expect(page.getByRole("heading", { name: "Select a Challenge" })).toBeVisible();
  await expect(page.getByText("Join a challenge first")).toBeVisible();

  // The empty state's button switches to the second tab.
  await tab(page, "Your Challenges (0)").click();
  await page.getByRole("button", { name: "Browse Available Challenges" }).click();
  await expect(tab(page, "Available Challenges")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("article")).toHaveCount(3);

  const save = card(page, "Save $1,000 in 30 Days");
  await expect(save).toContainText("30 days left");
  await expect(save).toContainText("Target: $1,000.00");
  await expect(save).toContainText("savings");
  await expect(save.getByTestId("reward")).toHaveText("Reward: Savings Sprinter badge + 200 XP");
  expect(await participantCount(save)).toBeGreaterThanOrEqual(0);

  const debtFree = card(page, "Debt-Free Month Challenge");
  await expect(debtFree).toContainText("debt reduction");
  await expect(debtFree).not.toContainText("Target:");
  await expect(debtFree.getByTestId("reward")).toHaveText("Reward: Debt-Free Month Champion badge + 200 XP");
  expect(await participantCount(debtFree)).toBeGreaterThanOrEqual(0);

  const noSpend = card(page, "No-Spend Week");
  await expect(noSpend).toContainText("7 days left");
  await expect(noSpend.getByTestId("reward")).toHaveText("Reward: No-Spend Champion badge + 200 XP");
  expect(await participantCount(noSpend)).toBeGreaterThanOrEqual(0);

  // No prize the product does not deliver, and no invented crowd.
  await expect(page.getByText(/gift card|planning session/i)).toHaveCount(0);

  for (const title of ["Debt-Free Month Challenge", "No-Spend Week"]) {
    await expect(card(page, title).getByRole("button", { name: /Join Challenge/ })).toBeEnabled();
    await expect(card(page, title).getByTestId("challenge-upgrade")).toHaveCount(0);
  }
  // Free cannot add to goals, so nothing could move Save $1,000: the card says so and offers the upgrade, not a join
  // the server would refuse (docs/product-rules.md "Challenges").
  await expect(save.getByTestId("challenge-upgrade")).toHaveText(
    "Progress analytics and goal setting are included in the Basic and Pro plans. Upgrade to Basic to use them.",
  );
  await expect(save.getByRole("button", { name: /Join Challenge/ })).toHaveCount(0);
  await expect(save.getByRole("link", { name: "Upgrade to Basic" })).toHaveAttribute("href", "/subscribe");
});

test("on Basic, Save $1,000 is open to join like the others", async ({ page, context }) => {
  const { email } = await registerViaApi(context.request);
  await setPlanInDatabase(email, "basic");
  await page.goto("/challenges");
  await tab(page, "Available Challenges").click();
  for (const title of ["Save $1,000 in 30 Days", "Debt-Free Month Challenge", "No-Spend Week"]) {
    await expect(card(page, title).getByRole("button", { name: /Join Challenge/ })).toBeEnabled();
    await expect(card(page, title).getByTestId("challenge-upgrade")).toHaveCount(0);
  }
});

test("join No-Spend Week, check in today and find yourself first on its leaderboard", async ({ page, context }) => {
  await registerViaApi(context.request); // Grace Hopper
  await page.goto("/challenges");

  await tab(page, "Available Challenges").click();
  const noSpend = card(page, "No-Spend Week");
  const before = await participantCount(noSpend);

  await noSpend.getByRole("button", { name: /Join Challenge/ }).click();
  await expect(toast(page)).toContainText("Challenge joined!");
  const joined = noSpend.getByRole("button", { name: "Already Joined" });
  await expect(joined).toBeVisible();
  await expect(joined).toBeDisabled();
  await expect(noSpend.getByTestId("participants")).toHaveText(participantsText(before + 1));
  // Debt-Free Month is still open to join (Save $1,000 needs Basic: see the first test).
  await expect(card(page, "Debt-Free Month Challenge").getByRole("button", { name: /Join Challenge/ })).toBeEnabled();

  // Your Challenges now lists it, with how its progress moves.
  await tab(page, "Your Challenges (1)").click();
  const mine = card(page, "No-Spend Week");
  await expect(mine.getByTestId("progress-text")).toHaveText("0 of 7 days");
  await expect(mine.getByTestId("progress-percent")).toHaveText("0%");
  await expect(mine).toContainText("Check in each no-spend day");
  await expect(mine).toContainText("7 days left");
  await expect(mine).toContainText("spending");

  await mine.getByRole("button", { name: "Check in today" }).click();
  await expect(toast(page)).toContainText("Checked in for today!");
  const checkedIn = mine.getByRole("button", { name: "Checked in today" });
  await expect(checkedIn).toBeDisabled();
  await expect(mine.getByTestId("progress-text")).toHaveText("1 of 7 days");
  await expect(mine.getByTestId("progress-percent")).toHaveText("14%");

  // View Leaderboard selects the challenge and switches tabs.
  await mine.getByRole("button", { name: "View Leaderboard" }).click();
  await expect(tab(page, "Leaderboards")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Challenge Leaderboard" })).toBeVisible();
  await expect(page.getByText("Top performers in this challenge")).toBeVisible();

  const you = page.getByTestId("leaderboard-row").filter({ has: page.getByText("You", { exact: true }) });
  await expect(you).toHaveCount(1);
  await expect(you).toHaveAttribute("data-rank", "1");
  await expect(you.locator("[data-rank-tone]")).toHaveAttribute("data-rank-tone", "yellow");
  await expect(you).toContainText("Grace H.");
  await expect(you).toContainText("1 day");
  await expect(you).toContainText("progress");
  await expect(you).not.toContainText("Hopper");

  // It all persists: after a reload the check-in is still recorded.
  await page.reload();
  await expect(tab(page, "Your Challenges (1)")).toBeVisible();
  await expect(card(page, "No-Spend Week").getByRole("button", { name: "Checked in today" })).toBeDisabled();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the challenges screen fits the screen without sideways scrolling", async ({ page, context }) => {
    await registerViaApi(context.request);
    await page.goto("/challenges");
    await tab(page, "Available Challenges").click();
    await expect(page.getByRole("article")).toHaveCount(3);
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
