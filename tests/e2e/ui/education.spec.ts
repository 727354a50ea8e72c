import type { Page } from "@playwright/test";
import { test, expect, registerViaApi, sidewaysOverflow } from "../fixtures";

// The Education Hub (docs/product-rules.md "Education"): the learning path, the reading dialog with the
// rendered markup, 'Mark as Complete' (toast, XP, path and card updates), silent time saving on close, the
// category tabs, and the phone layout. Every test registers its own user.

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

function learningPath(page: Page) {
  return page.getByRole("region", { name: "Your Learning Path" });
}

function cards(page: Page) {
  return page.getByTestId("education-card");
}

/** The library card whose title button reads `title`. */
function card(page: Page, title: string) {
  return cards(page).filter({ has: page.getByRole("button", { name: title, exact: true }) });
}

async function openEducation(page: Page): Promise<{ total: number }> {
  await registerViaApi(page.context().request);
  await page.goto("/education");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Education Hub");
  const completed = learningPath(page).getByTestId("path-completed");
  await expect(completed).toHaveText(/^0 of \d+ completed$/);
  const total = Number(/of (\d+)/.exec((await completed.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThanOrEqual(16);
  return { total };
}

test("reads the next article from the learning path and marks it complete", async ({ page }) => {
  const { total } = await openEducation(page);
  const path = learningPath(page);
  const title = ((await path.getByTestId("up-next-title").textContent()) ?? "").trim();
  expect(title).not.toBe("");

  await path.getByRole("button", { name: "Start Reading" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(title);

  // The markup is rendered: headings, bold and bullets, with no markers left in the text.
  const body = dialog.getByRole("region", { name: "Article text" });
  await expect(body.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expect(body.locator("strong").first()).toBeVisible();
  await expect(body.getByRole("listitem").first()).toBeVisible();
  await expect(body).not.toContainText("**");
  await expect(body).not.toContainText("## ");

  await dialog.getByRole("button", { name: "Mark as Complete" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText("Marked as complete");
  await expect(toast(page)).toContainText("+25 XP");

  // The path counts it and moves on; the card shows it as completed.
  await expect(path.getByTestId("path-completed")).toHaveText(`1 of ${total} completed`);
  await expect(path.getByTestId("up-next-title")).not.toHaveText(title);
  await expect(card(page, title).getByTestId("completed-badge")).toHaveText("Completed");

  // Reopened from its card, a completed article offers no second completion.
  await card(page, title).getByRole("button", { name: title, exact: true }).click();
  await expect(dialog.getByText("You've completed this article.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Mark as Complete" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // It is saved: still there after a reload.
  await page.reload();
  await expect(learningPath(page).getByTestId("path-completed")).toHaveText(`1 of ${total} completed`);
  await expect(card(page, title).getByTestId("completed-badge")).toBeVisible();
});

test("closing an article without completing it saves the reading time only", async ({ page }) => {
  const { total } = await openEducation(page);
  const path = learningPath(page);
  await path.getByRole("button", { name: "Start Reading" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Mark as Complete" })).toBeEnabled();
  // Read for a moment (the timer counts whole seconds), then close.
  await page.waitForTimeout(1_500);
  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(dialog).toBeHidden();

  // The time was recorded (the path now offers to continue), nothing was completed, and no toast appeared.
  await expect(path.getByRole("button", { name: "Continue Reading" })).toBeVisible();
  await expect(path.getByTestId("path-completed")).toHaveText(`0 of ${total} completed`);
  await expect(page.locator("[data-slot=toast]")).toHaveCount(0);
});

test("category tabs show each category's articles", async ({ page }) => {
  const { total } = await openEducation(page);
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(total);

  for (const label of ["Debt Management", "Savings", "Investing", "Credit"]) {
    const tab = page.getByRole("tab", { name: label });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    const badges = cards(page).getByTestId("category-badge");
    await expect(badges.filter({ hasNotText: label })).toHaveCount(0);
    // Every category has beginner, intermediate and advanced articles.
    for (const level of ["Beginner", "Intermediate", "Advanced"]) {
      await expect(cards(page).getByTestId("difficulty-badge").filter({ hasText: level }).first()).toBeVisible();
    }
    expect(await badges.count()).toBeLessThan(total);
  }

  // The tabs work from the keyboard too.
  await page.getByRole("tab", { name: "Credit" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Investing" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Investing" })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page).getByTestId("category-badge").filter({ hasNotText: "Investing" })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Education Hub and the reading dialog fit without sideways scrolling", async ({ page }) => {
    await openEducation(page);
    await expect(cards(page).first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await learningPath(page).getByRole("button", { name: "Start Reading" }).click();
    const dialog = page.getByRole("dialog");
    await expect(
      dialog.getByRole("region", { name: "Article text" }).getByRole("heading", { level: 3 }).first(),
    ).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await expect(dialog.getByRole("button", { name: "Mark as Complete" })).toBeInViewport();
  });
});
