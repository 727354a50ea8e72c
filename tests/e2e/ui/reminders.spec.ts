import { createHash, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { fullBrowser } from "../browsers";
import {
  test,
  expect,
  chooseOption,
  registerViaApi,
  setPlanInDatabase,
  uniqueIp,
  sql,
  verificationPath,
  verifyEmailInDatabase,
} from "../fixtures";
import { parseCalendar } from "../../support/ical";
import { decryptPush, startPushEndpoint } from "../../support/push-endpoint";

// Payment reminders in the browser: the due day on the dashboard, the reminder settings (plan gates, e-mail
// toggle, timing, phone verification with the code read from the outbox) and the public unsubscribe page.

const PHONE_NUMBER_MESSAGE = "Enter a valid phone number, e.g. (415) 555-0123, or +44 20 7946 0958 outside the US";

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

function choose(page: Page, combobox: string, option: string) {
  return chooseOption(page, page.getByRole("combobox", { name: combobox }), { name: option, exact: true });
}

function uniqueUsPhone(): { typed: string; e164: string } {
  const part = (min: number, span: number) => String(min + Math.floor(Math.random() * span));
  const [area, exchange, line] = [part(200, 800), part(200, 800), part(1000, 9000)];
  return { typed: `(${area}) ${exchange}-${line}`, e164: `+1${area}${exchange}${line}` };
}

// The first journey turns push reminders on, which needs the full browser (the headless shell has no notifications);
// Playwright takes a browser per file, so the whole file runs in it.
test.use(fullBrowser);

test("a Basic user sets a debt's due day on the dashboard and toggles reminders on the settings page", async ({
  page,
}) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "basic");
  const res = await request.post("/api/debts", {
    data: { name: "Visa Card", balance: "5000", interestRate: "18.9", minPayment: "150" },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto("/");
  const dueDay = page.getByRole("combobox", { name: "Due day for Visa Card" });
  await expect(dueDay).toHaveText("Not set");
  await choose(page, "Due day for Visa Card", "15th");
  await expect(toast(page)).toContainText("Due day saved");
  await expect(toast(page)).toContainText("Visa Card is due on the 15th of each month.");
  await expect(dueDay).toHaveText("15th");
  await page.reload();
  await expect(dueDay).toHaveText("15th");

  // The account menu leads to the reminder settings.
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Reminders" }).click();
  await expect(page).toHaveURL(/\/settings\/reminders$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reminders");
  await expect(page.getByRole("list", { name: "Due days of your debts" })).toContainText("Due on the 15th");
  // Nothing is sent to an unverified address: the page says so until the mailed link is opened.
  const paused = page.getByRole("region", { name: "Reminders are paused until you confirm your e-mail address" });
  await expect(paused).toContainText(email);
  await page.goto(await verificationPath(email));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your e-mail address is confirmed");
  await page.goto("/settings/reminders");
  await expect(paused).toHaveCount(0);

  // E-mail: on by default for Basic; off, saved across a reload, and on again.
  const emailSwitch = page.getByRole("switch", { name: "Email reminders" });
  await expect(emailSwitch).toBeChecked();
  await expect(emailSwitch).toBeEnabled();
  await emailSwitch.click();
  await expect(toast(page)).toContainText("Email reminders are off.");
  await expect(emailSwitch).not.toBeChecked();
  await page.reload();
  await expect(emailSwitch).not.toBeChecked();
  await emailSwitch.click();
  await expect(toast(page)).toContainText("Email reminders are on.");
  await expect(emailSwitch).toBeChecked();

  // Timing.
  await expect(page.getByRole("combobox", { name: "Due-soon reminder" })).toHaveText("3 days before");
  await choose(page, "Due-soon reminder", "5 days before");
  await expect(toast(page)).toContainText("We'll remind you 5 days before each due date.");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Due-soon reminder" })).toHaveText("5 days before");

  // SMS is a Pro feature: the switch is off and locked, with the way to upgrade.
  const smsSwitch = page.getByRole("switch", { name: "SMS reminders" });
  await expect(smsSwitch).toBeDisabled();
  await expect(smsSwitch).not.toBeChecked();
  await expect(page.getByText("SMS reminders are included in the Pro plan.")).toBeVisible();
  const smsCard = page.getByRole("region", { name: "Text messages (SMS)" });
  await expect(smsCard.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/subscribe");

  // The payment calendar: a private link a calendar app subscribes to, with the Visa's due dates.
  const calendar = page.getByRole("region", { name: "Payment calendar" });
  await calendar.getByRole("button", { name: "Get my calendar link" }).click();
  await expect(toast(page)).toContainText("Calendar link ready");
  const link = calendar.getByRole("textbox", { name: "Your private calendar link" });
  const url = await link.inputValue();
  expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  await expect(calendar.getByRole("link", { name: "Open in calendar app" })).toHaveAttribute(
    "href",
    url.replace(/^https?:/, "webcal:"),
  );
  const feed = await request.get(new URL(url).pathname);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  // Parsed as calendar apps parse it: the Visa's coming due dates (this month's only while still ahead), all-day on
  // the 15th, each with the plan's amount and its own UID.
  const { events } = parseCalendar(await feed.text());
  expect(events.length).toBeGreaterThanOrEqual(11);
  expect(events.length).toBeLessThanOrEqual(12);
  for (const event of events) {
    expect(event.summary).toBe("Pay $150.00 to Visa Card");
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.day).toBe(15);
  }
  expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  await page.reload();
  await expect(link).toHaveValue(url);
  // A new link ends the old one at once.
  await calendar.getByRole("button", { name: "New link" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Make a new link" }).click();
  await expect(link).not.toHaveValue(url);
  expect((await request.get(new URL(url).pathname)).status()).toBe(404);

  // Push on this device. Headless Chromium has no push service, so the test plays it (tests/support/push-endpoint.ts):
  // this browser's subscription points at it, the server's test notification arrives there encrypted and the test
  // decrypts it with the subscription's keys, then hands it to the service worker as Chromium's push service would
  // (DevTools' ServiceWorker.deliverPushMessage), and the worker shows it.
  const pushService = await startPushEndpoint();
  try {
    const device = pushService.subscribe("e2e-device");
    await page.context().grantPermissions(["notifications"]);
    await page.addInitScript(({ endpoint, keys }) => {
      const make = (applicationServerKey: BufferSource | null) => ({
        endpoint,
        options: { applicationServerKey, userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => (sessionStorage.removeItem("e2e-push"), true),
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        sessionStorage.setItem("e2e-push", "1");
        return make((options?.applicationServerKey as BufferSource) ?? null) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (sessionStorage.getItem("e2e-push") ? make(null) : null) as unknown as PushSubscription | null;
      };
    }, device);
    await page.reload();
    const push = page.getByRole("region", { name: "Push notifications" });
    await push.getByRole("button", { name: "Turn on for this device" }).click();
    await expect(toast(page)).toContainText("Push reminders on");
    const devices = push.getByRole("list", { name: "Devices with push reminders" });
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await expect(devices).toContainText("This device");
    await expect(push.getByRole("button", { name: "Turn on for this device" })).toHaveCount(0);

    await devices.getByRole("button", { name: /^Send a test notification to / }).click();
    await expect(toast(page)).toContainText("Test notification sent");
    expect(pushService.received).toHaveLength(1);
    const delivered = decryptPush(pushService.received[0]!.body, device);
    expect(JSON.parse(delivered)).toMatchObject({ title: "Push reminders are on", url: "/settings/reminders" });

    const cdp = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    const versions: { registrationId: string; status: string }[] = [];
    cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => registrations.push(...e.registrations));
    cdp.on("ServiceWorker.workerVersionUpdated", (e) => versions.push(...e.versions));
    await cdp.send("ServiceWorker.enable");
    const origin = new URL(page.url()).origin;
    const live = () => registrations.filter((r) => r.scopeURL === `${origin}/` && !r.isDeleted).at(-1);
    await expect.poll(() => live() !== undefined).toBe(true);
    const registrationId = live()!.registrationId;
    // DevTools hands the message to the registration's active worker: wait until it has one, not only a registration.
    await expect
      .poll(() => versions.some((v) => v.registrationId === registrationId && v.status === "activated"))
      .toBe(true);
    await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: delivered });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body, n.data?.url]),
        ),
      )
      .toEqual([
        ["Push reminders are on", "This is how DebtWise reminds you before a payment is due.", "/settings/reminders"],
      ]);

    // Removing this device ends its subscription here too.
    await devices.getByRole("button", { name: /^Remove / }).click();
    await expect(toast(page)).toContainText("Device removed");
    await expect(push.getByText("No device gets push reminders yet.")).toBeVisible();
    await expect(push.getByRole("button", { name: "Turn on for this device" })).toBeVisible();

    // Signing out ends this browser's subscription first (a shared computer stops getting the reminders).
    await push.getByRole("button", { name: "Turn on for this device" }).click();
    await expect(devices).toContainText("This device");
    expect(await page.evaluate(() => sessionStorage.getItem("e2e-push"))).toBe("1");
    await page.getByRole("button", { name: "Logout", exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem("e2e-push"))).toBeNull();
  } finally {
    await pushService.stop();
  }
});

test("a Free user sees reminders as an upgrade", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/settings/reminders");

  const emailSwitch = page.getByRole("switch", { name: "Email reminders" });
  await expect(emailSwitch).toBeDisabled();
  await expect(emailSwitch).not.toBeChecked();
  await expect(page.getByText("Email reminders are included in the Basic and Pro plans.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Due-soon reminder" })).toBeDisabled();
});

test("a Pro user verifies a phone number with the texted code and SMS reminders turn on", async ({ page }) => {
  const { email, user } = await registerViaApi(page.context().request);
  await setPlanInDatabase(email, "pro");
  const phone = uniqueUsPhone();
  // Unverified, the page says so instead of offering a number form that the server refuses.
  await page.goto("/settings/reminders");
  await expect(page.getByTestId("phone-verify-email-first")).toContainText("Verify your e-mail first.");
  await expect(page.getByLabel("Mobile number", { exact: true })).toHaveCount(0);
  await verifyEmailInDatabase(email);
  await page.goto("/settings/reminders");

  const smsSwitch = page.getByRole("switch", { name: "SMS reminders" });
  await expect(smsSwitch).toBeDisabled();
  // The number is checked on submit, then on every change (the one-field form's rules, single-field-form.tsx).
  const numberInput = page.getByLabel("Mobile number", { exact: true });
  const sendCode = page.getByRole("button", { name: "Send code", exact: true });
  await sendCode.click();
  await expect(page.getByText("Phone number is required")).toBeVisible();
  await expect(numberInput).toBeFocused();
  await expect(numberInput).toHaveAttribute("aria-invalid", "true");
  await numberInput.fill("555");
  await expect(page.getByText(PHONE_NUMBER_MESSAGE)).toBeVisible();
  await expect(page.getByText("Phone number is required")).toHaveCount(0);
  await numberInput.fill(phone.typed);
  await expect(page.getByText(PHONE_NUMBER_MESSAGE)).toHaveCount(0);
  await expect(numberInput).toHaveAttribute("aria-invalid", "false");
  await sendCode.click();
  await expect(toast(page)).toContainText("Code sent");

  // No Twilio keys on the test server: the text is in the outbox.
  const [sms] = await sql<{ body: string; to: string }>(
    `SELECT "body", "to" FROM "OutboxMessage" WHERE "userId" = $1 AND "kind" = 'phone_verification' ORDER BY "createdAt" DESC LIMIT 1`,
    [user.id],
  );
  expect(sms?.to).toBe(phone.e164);
  const code = /code is (\d{6})/.exec(sms!.body)![1]!;

  const codeInput = page.getByLabel("Verification code", { exact: true });
  await codeInput.fill("12");
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByText("Enter the 6-digit code from the text message")).toBeVisible();
  await expect(codeInput).toBeFocused();
  await codeInput.fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByText("That code is not right. 4 attempts left.")).toBeVisible();

  await codeInput.fill(code);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(toast(page)).toContainText("Phone number verified");
  await expect(page.getByTestId("verified-phone")).toContainText(
    `+1 (${phone.e164.slice(2, 5)}) ${phone.e164.slice(5, 8)}-${phone.e164.slice(8)}`,
  );
  await expect(smsSwitch).toBeEnabled();
  await expect(smsSwitch).toBeChecked();
});

test("the unsubscribe page works signed out, only on the button, and says when a link is not valid", async ({
  page,
  browser,
  baseURL,
}) => {
  // A user whose reminder e-mails carry this token (its hash is what the server stores).
  const { email, user } = await registerViaApi(page.context().request);
  await setPlanInDatabase(email, "basic");
  const token = randomBytes(32).toString("base64url");
  await sql(
    `INSERT INTO "ReminderPreference" ("id", "userId", "unsubscribeTokenHash", "updatedAt") VALUES ($1, $2, $3, now())`,
    [`e2e-${token.slice(0, 20)}`, user.id, createHash("sha256").update(token).digest("hex")],
  );
  const emailEnabled = async () =>
    (
      await sql<{ emailEnabled: boolean }>(`SELECT "emailEnabled" FROM "ReminderPreference" WHERE "userId" = $1`, [
        user.id,
      ])
    )[0]!.emailEnabled;

  // Opened in a browser with no session, as from a mail app.
  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  try {
    const mail = await visitor.newPage();
    await mail.goto(`/unsubscribe/${token}`);
    await expect(mail.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from reminder e-mails?");
    // Opening the page changed nothing.
    expect(await emailEnabled()).toBe(true);

    await mail.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(mail.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
    await expect(
      mail.getByText(`${email[0]}***@example.com will no longer get payment reminder e-mails`),
    ).toBeVisible();
    expect(await emailEnabled()).toBe(false);

    await mail.goto("/unsubscribe/not-a-real-token");
    await mail.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(mail.getByRole("heading", { level: 1 })).toHaveText("This link is not valid");
  } finally {
    await visitor.close();
  }

  // The signed-in settings page agrees.
  await page.goto("/settings/reminders");
  await expect(page.getByRole("switch", { name: "Email reminders" })).not.toBeChecked();
});
