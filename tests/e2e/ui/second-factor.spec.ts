import { base32Decode, totpCode } from "@/lib/auth/totp-code";
import { expectAccessible } from "../accessibility";
import { expect, PASSWORD, registerViaApi, test } from "../fixtures";

// The authenticator app as a second factor, as a person meets it (docs/product-rules.md "Second factor"): set up in
// Settings > Security with the app's first code (computed here from the setup key the page shows, as an app
// would), the recovery codes saved once, then a password sign-in that asks for a code at /login/second-step.

test("an authenticator app set up in Security makes the next sign-in ask for its code", async ({ page }) => {
  const { email } = await registerViaApi(page.context().request);
  await page.goto("/settings/security");
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  const card = page.getByRole("region", { name: /Authenticator app/ });
  await expect(card.getByTestId("authenticator-state")).toHaveText("Off");
  await expectAccessible(page, "security settings");

  await card.getByRole("button", { name: "Set up" }).click();
  const setup = page.getByRole("dialog", { name: "Set up an authenticator app" });
  await expect(setup.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const key = base32Decode((await setup.getByTestId("totp-secret").textContent())!)!;
  await setup.getByLabel("Code from your authenticator app").fill(totpCode(key, Date.now()));
  await setup.getByRole("button", { name: "Turn on" }).click();

  const saved = page.getByRole("dialog", { name: "Save your recovery codes" });
  await expect(saved.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  const download = page.waitForEvent("download");
  await saved.getByRole("button", { name: "Download (.txt)" }).click();
  expect((await download).suggestedFilename()).toBe("debtwise-recovery-codes.txt");
  await saved.getByRole("button", { name: "I saved them" }).click();
  await expect(saved).toBeHidden();
  await expect(card.getByTestId("authenticator-state")).toHaveText("On");
  await expect(card.getByTestId("recovery-codes-left")).toHaveText("10 unused recovery codes left.");

  await page.goto("/logout");
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/login\/second-step$/);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it's you" })).toBeVisible();
  await expectAccessible(page, "second step");
  // Until the step is done, the dashboard and the sign-in page lead back here (no loop, no signed-in page).
  await page.goto("/");
  await expect(page).toHaveURL(/\/login\/second-step$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/login\/second-step$/);
  // The setup's code was this step's and works once: the app's next code (accepted for clock drift).
  await page.getByRole("textbox", { name: "Authenticator code" }).fill(totpCode(key, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify code" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Grace");
});
