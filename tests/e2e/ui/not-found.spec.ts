import { test, expect } from "../fixtures";

test("an unmatched path answers 404 with the 'Page Not Found' screen", async ({ page }) => {
  const response = await page.goto(`/no-such-page-${Date.now().toString(36)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Go to Home" }).click();
  await page.waitForURL((url) => url.pathname === "/");
});
