import { test, expect, registerViaApi, sidewaysOverflow } from "../fixtures";
import { expectAccessible } from "../accessibility";

// Ask DebtWise (docs/product-rules.md "Ask DebtWise"): a question asked from the dashboard's entry is answered by the
// built-in assistant (no AI key on the e2e server) with the user's own amount and labelled so, never "AI"; the
// conversation is listed, reopened and deleted; the Free plan's daily limit is refused with the server's message and
// the question goes back in the box; on a phone the list folds and nothing scrolls sideways.

const TOTAL_DEBT_ANSWER = "Your total debt is $5,000.00, all on Visa Card.";

test("a question is answered by the built-in assistant, and the conversation is listed, reopened and deleted", async ({
  page,
}) => {
  const request = page.context().request;
  await registerViaApi(request);
  const debt = await request.post("/api/debts", {
    data: { name: "Visa Card", balance: "5000", interestRate: "18.9", minPayment: "150" },
  });
  expect(debt.status()).toBe(201);

  // The dashboard's entry opens the chat with its example in the box, asking nothing yet.
  await page.goto("/");
  await page.getByRole("link", { name: "Ask: “When will I be debt-free?”" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ask DebtWise");
  const box = page.getByLabel("Your question");
  await expect(box).toHaveValue("When will I be debt-free?");
  await expect(page.getByRole("list", { name: "Example questions" }).getByRole("button")).toHaveCount(6);
  await expect(page.getByTestId("coach-usage")).toHaveText(/^0 of \d+ questions today$/);
  await expect(page.getByText("No conversations yet.")).toBeVisible();
  await expectAccessible(page, "coach, empty");

  // Enter sends; Shift+Enter is a new line; a blank question is refused on the spot.
  await box.fill("  ");
  await box.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Ask a question" })).toBeVisible();
  await box.fill("What's my total debt?");
  await box.press("Shift+Enter");
  await expect(box).toHaveValue("What's my total debt?\n");
  await expect(page.getByText("22/500")).toBeVisible();
  await box.press("Enter");

  const answer = page.getByTestId("coach-answer");
  await expect(answer.getByTestId("coach-answer-text")).toHaveText(`Answer: ${TOTAL_DEBT_ANSWER}`);
  await expect(answer.getByTestId("coach-writer")).toHaveText("Built-in assistant");
  await expect(page.getByText("AI", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: `Built-in assistant: ${TOTAL_DEBT_ANSWER}` })).toBeAttached();
  await expect(box).toHaveValue("");
  await expect(page.getByTestId("coach-usage")).toHaveText(/^1 of \d+ questions today$/);

  const listed = page.getByTestId("coach-conversation");
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText("What's my total debt?");
  await expect(listed.first()).toContainText("2 messages");
  await expectAccessible(page, "coach, answered");

  // A new conversation is empty; the stored one opens with its question and labelled answer.
  await page.getByRole("button", { name: "New conversation" }).click();
  await expect(page.getByRole("list", { name: "Example questions" })).toBeVisible();
  await listed
    .first()
    .getByRole("button", { name: /^What's my total debt\?/ })
    .click();
  await expect(page.getByTestId("coach-question")).toHaveText("You asked: What's my total debt?");
  await expect(answer.getByTestId("coach-answer-text")).toHaveText(`Answer: ${TOTAL_DEBT_ANSWER}`);
  await expect(answer.getByTestId("coach-writer")).toHaveText("Built-in assistant");

  // Deleting asks first, then the list is empty and the chat starts over.
  await page.getByRole("button", { name: `Delete conversation "What's my total debt?"` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Delete this conversation?" })).toBeVisible();
  await expectAccessible(page, "coach, delete dialog");
  await dialog.getByRole("button", { name: "Delete conversation" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("No conversations yet.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Example questions" })).toBeVisible();
  await expect(page.getByRole("button", { name: "New conversation" })).toBeFocused();
  await page.reload();
  await expect(page.getByText("No conversations yet.")).toBeVisible();
});

test("the Free plan's daily limit is refused with the server's message, and on a phone the list folds", async ({
  page,
}) => {
  const request = page.context().request;
  await registerViaApi(request);
  const first = await request.get("/api/coach/conversations");
  expect(first.status()).toBe(200);
  const { usage } = (await first.json()) as { usage: { limit: number } };
  for (let asked = 0; asked < usage.limit; asked += 1) {
    expect((await request.post("/api/coach/chat", { data: { text: "What's my total debt?" } })).status()).toBe(200);
  }
  const refusal = await request.post("/api/coach/chat", { data: { text: "What's my total debt?" } });
  expect(refusal.status()).toBe(429);
  const serverMessage = ((await refusal.json()) as { error: { message: string } }).error.message;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/coach");
  await expect(page.getByTestId("coach-usage")).toContainText(`${usage.limit} of ${usage.limit} questions today`);

  // The list folds behind its button on a phone.
  const toggle = page.getByRole("button", { name: /^Conversations/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByTestId("coach-conversation").first()).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("coach-conversation")).toHaveCount(usage.limit);
  await toggle.click();

  const box = page.getByLabel("Your question");
  await box.fill("When will I be debt-free?");
  await box.press("Enter");
  // The same message, but for its countdown ("in 2 hours 16 minutes"), which may have moved on by a minute since.
  const escaped = serverMessage.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\(in [^)]+\\\)/, "\\(in [^)]+\\)");
  expect(escaped).toContain("\\(in [^)]+\\)");
  await expect(page.getByTestId("coach-error")).toHaveText(new RegExp(`^${escaped}$`));
  await expect(box).toHaveValue("When will I be debt-free?");
  await expect(page.getByTestId("coach-question")).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page, "coach, limit reached, phone");
});
