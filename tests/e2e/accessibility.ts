import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// The accessibility check the screen tests share (docs/product-rules.md "Screens and routes"): axe-core over the
// page as painted, WCAG 2.1 A/AA plus best practice, in the light theme and (colours only) the dark one; a serious or
// critical violation fails the test and is printed with its theme, rule, impact and target selectors.

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

/**
 * What can differ between the light and dark themes (docs/product-rules.md "Themes"): only colours change, never
 * the markup, names or roles, so the dark pass runs just the rules that read colours.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Scans the screen in the light theme with every rule, then, in the same visit, in the dark theme with the colour
 * rules: the system's scheme is switched to dark, which the app follows by default (next-themes), and back.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settle(page);
  await scan(page, `${screen}, light`, new AxeBuilder({ page }).withTags(TAGS));
  await inScheme(page, "dark");
  try {
    await scan(page, `${screen}, dark`, new AxeBuilder({ page }).withRules(COLOUR_RULES));
  } finally {
    await inScheme(page, "light");
  }
}

/**
 * Emulates the system's colour scheme and waits for the page's theme to follow it. Colour transitions are turned off
 * for the rest of the visit first: next-themes suspends them during a switch, but not for the sections the browser is
 * skipping (`below-fold`, content-visibility), whose colours would otherwise fade in while axe reads them.
 */
async function inScheme(page: Page, scheme: "light" | "dark"): Promise<void> {
  await page.evaluate(() => {
    if (document.getElementById("a11y-no-transitions")) return;
    const style = document.createElement("style");
    style.id = "a11y-no-transitions";
    style.textContent = "*, *::before, *::after { transition: none !important; }";
    document.head.append(style);
  });
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /(^|\s)dark(\s|$)/ : /(^|\s)light(\s|$)/);
}

async function scan(page: Page, screen: string, axe: AxeBuilder): Promise<void> {
  // Only violations are read: axe then skips gathering every passing node's details, most of a scan's work on a
  // long page.
  const { violations } = await axe.options({ resultTypes: ["violations"] }).analyze();
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
