import axe, { type AxeResults, type RunOptions } from "axe-core";
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
 * An open dialog or menu. The dark pass reads only it: the page behind is unchanged and was read in the dark theme
 * by the screen's own check before the layer opened (every spec checks a screen before its dialogs and menus).
 */
const OPEN_LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"]';

/**
 * Scans the screen in the light theme with every rule, then, in the same visit, in the dark theme with the colour
 * rules: the system's scheme is switched to dark, which the app follows by default (next-themes), and back.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settle(page);
  await scan(page, `${screen}, light`, { type: "tag", values: TAGS });
  await inScheme(page, "dark");
  try {
    await scan(page, `${screen}, dark`, { type: "rule", values: COLOUR_RULES }, OPEN_LAYER);
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

/** Runs axe over the page, or over the first visible element matching `within` when there is one. */
async function scan(page: Page, screen: string, runOnly: RunOptions["runOnly"], within?: string): Promise<void> {
  // Only violations are read: axe then skips gathering every passing node's details, most of a scan's work on a
  // long page. No screen the tests open embeds a frame (Stripe's own appears only with Stripe keys).
  const { violations } = await runAxe(page, { runOnly, resultTypes: ["violations"], iframes: false }, within);
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

/**
 * axe-core's own `axe.run` in the page, injected once per document: its 1.5 MB source costs about half a second to
 * send and compile, more than a scan of a dialog, and a visit's light and dark passes and open dialogs share one.
 */
async function runAxe(page: Page, options: RunOptions, within?: string): Promise<AxeResults> {
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    ({ opts, selector }) => {
      const layer = selector ? [...document.querySelectorAll(selector)].find((e) => e.checkVisibility()) : undefined;
      const context = layer ?? document;
      return (window as unknown as { axe: typeof axe }).axe.run(context, opts);
    },
    { opts: options, selector: within },
  );
}
