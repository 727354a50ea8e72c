import { test, expect, registerViaApi } from "../fixtures";

// Signed-in pages are sent whole (no route fallback), so a nav link shows its own pending bar while the next page's
// answer is on its way (components/layout/link-pending-hint.tsx).

test("a nav link shows a pending bar while the next page is on its way, and none once it has arrived", async ({
  page,
}) => {
  await registerViaApi(page.context().request);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  const goals = nav.getByRole("link", { name: "Goals" });

  // Hold the client-side navigation's answer (an RSC request for /goals) until the bar has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/goals",
    async (route) => {
      await held;
      await route.continue();
    },
  );

  await expect(goals.getByTestId("link-pending")).toHaveCount(0);
  await goals.click();
  await expect(goals.getByTestId("link-pending")).toBeVisible();
  await expect(page).not.toHaveURL(/\/goals$/);
  release();
  await expect(page).toHaveURL(/\/goals$/);
  await expect(page.getByRole("heading", { level: 1, name: /goals/i })).toBeVisible();
  await expect(nav.getByTestId("link-pending")).toHaveCount(0);
});
