import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// The accessibility check the screen tests share (docs/product-rules.md "Screens and routes"): axe-core over the
// page as painted, WCAG 2.1 A/AA plus best practice; a serious or critical violation fails the test and is printed
// with its rule, impact and target selectors.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Lets one-shot animations (dialog zoom/fade, menu slide) end first: axe measures colour contrast on what is
 * painted, and a half-faded dialog reads as low contrast. Endless ones (spinners, skeleton pulses) are skipped.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settle(page);
  // Only violations are read: axe then skips gathering every passing node's details, most of a scan's work on a
  // long page.
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = blocking
    .map((v) => `  ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`)
    .join("\n");
  // Soft: one run reports every screen's violations, not just the first screen's.
  expect
    .soft(
      blocking.map((v) => v.id),
      `${screen} (${page.url()}):\n${report}`,
    )
    .toEqual([]);
}
