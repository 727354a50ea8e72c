import { test, expect } from "../fixtures";

// The collapsible bar below the lg breakpoint (the menu closes when a link is chosen), and its Theme choice.

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the menu button opens the menu and choosing a link closes it", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  const toggle = nav.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Pricing" })).toBeHidden();

  await toggle.click();
  const close = nav.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator(`#${await close.getAttribute("aria-controls")}`);
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Features" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Get Started" })).toBeVisible();

  await menu.getByRole("link", { name: "Pricing" }).click();
  await expect(menu).toBeHidden();
  await expect(nav.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.getByRole("heading", { name: "Simple, transparent pricing" })).toBeInViewport();
});

test("Escape closes the menu and returns focus to the menu button", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Open menu" }).click();
  const close = nav.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  const open = nav.getByRole("button", { name: "Open menu" });
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await expect(open).toBeFocused();
  await expect(nav.getByRole("link", { name: "Features" })).toBeHidden();
});

test("a dark system scheme is painted from the start, and the menu's Theme choice outranks it from then on", async ({
  page,
}) => {
  const themeClass = () => page.evaluate(() => document.documentElement.className);
  // Style sheets that turn transitions off, counted from before the page's own scripts: the theme menus add one
  // around a switch only (components/layout/use-theme-choice.ts), never on load, where it restyled the whole page.
  await page.addInitScript(() => {
    const w = window as unknown as { noTransitionSheets: number };
    w.noTransitionSheets = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof HTMLStyleElement && /transition:\s*none/.test(node.textContent ?? ""))
            w.noTransitionSheets++;
    }).observe(document, { childList: true, subtree: true });
  });
  const noTransitionSheets = () =>
    page.evaluate(() => (window as unknown as { noTransitionSheets: number }).noTransitionSheets);
  const sheetsLeft = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll("style")].filter((s) => /transition:\s*none/.test(s.textContent ?? "")).length,
    );
  // next-themes' inline script sets the class while the body is parsed, before any paint (docs/product-rules.md
  // "Themes"): no light frame first.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload({ waitUntil: "domcontentloaded" });
  expect(await themeClass()).toMatch(/(^|\s)dark(\s|$)/);

  await page.getByRole("button", { name: "Open menu" }).click();
  const theme = page.getByRole("radiogroup", { name: "Theme" });
  await expect(theme.getByRole("radio", { name: "System" })).toBeChecked();
  expect(await noTransitionSheets()).toBe(0);
  // Native radios: the arrow keys choose.
  await theme.getByRole("radio", { name: "System" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(theme.getByRole("radio", { name: "Light" })).toBeChecked();
  await expect(page.locator("html")).toHaveClass(/(^|\s)light(\s|$)/);
  expect(await noTransitionSheets()).toBe(1);
  await expect.poll(sheetsLeft, { timeout: 5_000 }).toBe(0);

  await page.reload({ waitUntil: "domcontentloaded" });
  expect(await themeClass()).toMatch(/(^|\s)light(\s|$)/);
});
