import type { Page } from "@playwright/test";
import { test, expect, registerViaApi } from "../fixtures";

// The Voice Assistant screen (docs/product-rules.md "Voice assistant"): a typed question answered from the
// user's data, spoken (rate 0.8, pitch 1, en-US) and added to the history; quick commands; mute; speech
// recognition with its interim transcript (a scripted stand-in, since headless Chromium cannot hear); and the
// unsupported notice. Without an AI key the server's local matcher answers.

type Spoken = { text: string; rate: number; pitch: number; lang: string };

/** Records what the page asks speech synthesis to say, instead of saying it. */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: { text: string; rate: number; pitch: number; lang: string }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    if ("speechSynthesis" in window) {
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        spoken.push({ text: utterance.text, rate: utterance.rate, pitch: utterance.pitch, lang: utterance.lang });
        setTimeout(() => utterance.dispatchEvent(new Event("end")), 0);
      };
      window.speechSynthesis.cancel = () => {};
    }
  });
}

function spoken(page: Page): Promise<Spoken[]> {
  return page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);
}

function answerText(page: Page) {
  return page.getByTestId("voice-answer-text");
}

function historyItems(page: Page) {
  return page.getByTestId("history-item");
}

const UNSUPPORTED = "Voice recognition is not supported in your browser. You can still use text input below.";
const NO_DEBTS =
  "You don't have any open debts tracked right now. Add your debts in the calculator and I can answer questions about them.";
const CANT_ANSWER = `I can't answer that yet. Try asking: "What's my total debt?", "How are my goals going?" or "What's my payment streak?".`;
const MIC_BLOCKED = "Microphone access is blocked. Allow it in your browser's site settings, or type your question.";
const NO_SPEECH = "I didn't catch that. Try again or type your question.";

test("a typed question is answered from the user's debts, read aloud and kept in the history", async ({ page }) => {
  await recordSpeech(page);
  const request = page.context().request;
  await registerViaApi(request);
  const debt = await request.post("/api/debts", {
    data: { name: "Visa Card", balance: "5000", interestRate: "18.9", minPayment: "150" },
  });
  expect(debt.status()).toBe(201);
  await page.goto("/voice");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Voice Assistant");
  await expect(page.getByText("No questions yet")).toBeVisible();

  // Submit stays disabled while the question is blank.
  const input = page.getByLabel("Your question");
  const askButton = page.getByRole("button", { name: "Ask", exact: true });
  await expect(askButton).toBeDisabled();
  await input.fill("   ");
  await expect(askButton).toBeDisabled();

  await input.fill("What's my total debt?");
  await expect(askButton).toBeEnabled();
  await askButton.click();

  const expected = "Your total debt is $5,000.00, all on Visa Card.";
  await expect(answerText(page)).toHaveText(expected);
  await expect(page.getByTestId("voice-answer")).toContainText("You asked: What's my total debt?");
  // The matcher's real score for the question; the local writer's answer carries no "AI" wording.
  await expect(page.getByTestId("voice-answer").getByTestId("confidence-badge")).toHaveText("Match 99%");
  await expect(page.getByTestId("worded-by-ai")).toHaveCount(0);
  await expect(input).toHaveValue("");

  const items = historyItems(page);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("What's my total debt?");
  await expect(items.first()).toContainText(expected);
  // Above 0.8 the badge is the default (primary) variant, with a rounded percent.
  const badge = items.first().getByTestId("confidence-badge");
  await expect(badge).toHaveText("Match 99%");
  await expect(badge).toHaveClass(/bg-primary/);
  await expect(page.getByText("No questions yet")).toHaveCount(0);

  // Read aloud at rate 0.8, pitch 1, en-US.
  await expect.poll(async () => (await spoken(page)).length).toBe(1);
  const [utterance] = await spoken(page);
  expect(utterance!.text).toBe(expected);
  expect(utterance!.rate).toBeCloseTo(0.8, 5);
  expect(utterance!.pitch).toBe(1);
  expect(utterance!.lang).toBe("en-US");

  // The history is stored: it is there after a reload.
  await page.reload();
  await expect(historyItems(page)).toHaveCount(1);
  await expect(historyItems(page).first()).toContainText(expected);
});

test("quick commands ask at once, an unknown question gets no badge and three examples, a weak match a secondary badge, and mute stops the reading", async ({
  page,
}) => {
  await recordSpeech(page);
  await registerViaApi(page.context().request);
  await page.goto("/voice");

  const commands = page.getByRole("list", { name: "Quick Commands" }).getByRole("button");
  await expect(commands).toHaveCount(6);

  await page.getByRole("button", { name: "What's my total debt?" }).click();
  await expect(answerText(page)).toHaveText(NO_DEBTS);
  await expect(historyItems(page)).toHaveCount(1);
  await expect.poll(async () => (await spoken(page)).length).toBe(1);

  // Muted: answers still appear but are not read aloud.
  const mute = page.getByRole("button", { name: "Mute", exact: true });
  await mute.click();
  await expect(page.getByRole("button", { name: "Unmute" })).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Your question").fill("tell me a joke");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(answerText(page)).toHaveText(CANT_ANSWER);
  await expect(historyItems(page)).toHaveCount(2);
  // Newest first; nothing matched, so no score is shown at all.
  const newest = historyItems(page).first();
  await expect(newest).toContainText("tell me a joke");
  await expect(newest.getByTestId("confidence-badge")).toHaveCount(0);
  await expect(page.getByTestId("voice-answer").getByTestId("confidence-badge")).toHaveCount(0);
  expect(await spoken(page)).toHaveLength(1);

  // A weak but real match (0.5) answers, with the quieter badge.
  await page.getByLabel("Your question").fill("tell me about my debts");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(historyItems(page)).toHaveCount(3);
  const weak = historyItems(page).first().getByTestId("confidence-badge");
  await expect(weak).toHaveText("Match 50%");
  await expect(weak).not.toHaveClass(/bg-primary/);

  // Read Aloud plays the answer on request even while muted.
  await page.getByRole("button", { name: "Read Aloud" }).click();
  await expect.poll(async () => (await spoken(page)).map((s) => s.text)).toEqual([NO_DEBTS, NO_DEBTS]);

  // No sideways scrolling on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(commands.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("speech recognition shows the interim transcript and the final one fills the input", async ({ page }) => {
  await recordSpeech(page);
  // A scripted recognizer: the test plays the browser's part through window.__recognition.
  await page.addInitScript(() => {
    class FakeRecognition {
      lang = "";
      interimResults = false;
      continuous = true;
      maxAlternatives = 0;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { __recognition: FakeRecognition }).__recognition = this;
      }
      stop() {
        this.onend?.();
      }
      abort() {
        this.onend?.();
      }
    }
    Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
  });
  const request = page.context().request;
  await registerViaApi(request);
  expect(
    (
      await request.post("/api/debts", {
        data: { name: "Car Loan", balance: "1234.5", interestRate: "6", minPayment: "100" },
      })
    ).status(),
  ).toBe(201);
  await page.goto("/voice");

  await expect(page.getByText(UNSUPPORTED)).toHaveCount(0);
  await page.getByRole("button", { name: "Start Listening" }).click();
  await expect(page.getByText("Listening...")).toBeVisible();
  const settings = await page.evaluate(() => {
    const r = (window as unknown as { __recognition: { lang: string; interimResults: boolean; continuous: boolean } })
      .__recognition;
    return { lang: r.lang, interimResults: r.interimResults, continuous: r.continuous };
  });
  expect(settings).toEqual({ lang: "en-US", interimResults: true, continuous: false });

  const say = (transcript: string, isFinal: boolean) =>
    page.evaluate(
      ([text, final]) => {
        const r = (window as unknown as { __recognition: { onresult: (event: unknown) => void } }).__recognition;
        r.onresult({ resultIndex: 0, results: [Object.assign([{ transcript: text }], { isFinal: final })] });
      },
      [transcript, isFinal] as const,
    );

  await say("how much do I", false);
  await expect(page.getByTestId("interim-transcript")).toHaveText("how much do I");
  await say("how much do I owe", true);

  // Stopped, and the final transcript is in the input, ready to send.
  await expect(page.getByText("Listening...")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Start Listening" })).toBeVisible();
  const input = page.getByLabel("Your question");
  await expect(input).toHaveValue("how much do I owe");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(answerText(page)).toHaveText("Your total debt is $1,234.50, all on Car Loan.");

  // Tapping Stop stops listening; so does a recognition error (only logged).
  await page.getByRole("button", { name: "Start Listening" }).click();
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(page.getByText("Listening...")).toHaveCount(0);
  await page.getByRole("button", { name: "Start Listening" }).click();
  await expect(page.getByText("Listening...")).toBeVisible();
  const fail = (error: string) =>
    page.evaluate(
      (code) =>
        (window as unknown as { __recognition: { onerror: (e: unknown) => void } }).__recognition.onerror({
          error: code,
        }),
      error,
    );
  await fail("no-speech");
  await expect(page.getByText("Listening...")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Start Listening" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: NO_SPEECH })).toBeVisible();

  // Listening again clears it; a blocked microphone is an alert, and typing still works.
  await page.getByRole("button", { name: "Start Listening" }).click();
  await expect(page.getByText(NO_SPEECH)).toHaveCount(0);
  await fail("not-allowed");
  await expect(page.getByRole("alert").filter({ hasText: MIC_BLOCKED })).toBeVisible();
  await input.fill("What's my total debt?");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(answerText(page)).toHaveText("Your total debt is $1,234.50, all on Car Loan.");

  // Ending on its own with nothing heard is "no speech" too; tapping Stop says nothing.
  await page.getByRole("button", { name: "Start Listening" }).click();
  await page.evaluate(() => (window as unknown as { __recognition: { onend: () => void } }).__recognition.onend());
  await expect(page.getByText(NO_SPEECH)).toBeVisible();
  await page.getByRole("button", { name: "Start Listening" }).click();
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(page.getByTestId("speech-problem")).toHaveCount(0);
});

test("without speech recognition the notice shows and typing still works", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
  await registerViaApi(page.context().request);
  await page.goto("/voice");

  await expect(page.getByText(UNSUPPORTED)).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Listening" })).toHaveCount(0);

  await page.getByLabel("Your question").fill("How are my goals going?");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(answerText(page)).toHaveText(
    "You haven't set any financial goals yet. A good first goal is a $1,000 emergency fund.",
  );
  await expect(historyItems(page)).toHaveCount(1);
});
