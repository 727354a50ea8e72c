import { GET as listRoute, POST as subscribeRoute } from "@/app/api/push/subscriptions/route";
import { DELETE as removeRoute } from "@/app/api/push/subscriptions/[id]/route";
import { POST as testRoute } from "@/app/api/push/subscriptions/[id]/test/route";
import { db } from "@/lib/db";
import type { PushPayload, PushSubscriptionsDto, PushDeviceDto } from "@/lib/push/types";
import { runGoalReminders, runReminders } from "@/lib/reminders/scheduler";
import { insertReminderDebt } from "@/tests/support/debts";
import {
  decryptPush,
  startPushEndpoint,
  verifyVapid,
  type BrowserSubscription,
  type PushEndpoint,
} from "@/tests/support/push-endpoint";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// Web Push reminders (docs/product-rules.md "Reminders"): a device subscribes through the API with keys a
// "browser" made here; the scheduler's reminder reaches the local push endpoint (tests/support/push-endpoint.ts)
// encrypted, and the test decrypts it with the subscription's keys and checks the VAPID signature, as a browser
// and its push service would. 404/410 remove the device; claim rows keep it to one push per reminder.

jest.setTimeout(60_000);

/** 2031-03-10, 14:00 UTC: a debt due on the 12th gets its due-soon reminder. */
const NOW = new Date("2031-03-10T14:00:00Z");
const ORIGIN = "https://app.example.test";

let endpoint: PushEndpoint;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
});
afterAll(async () => {
  await endpoint.stop();
  await db.$disconnect();
});

const list = (jar: CookieJar) => callRoute(listRoute, { path: "/api/push/subscriptions", jar });
const subscribe = (jar: CookieJar, body: unknown, userAgent?: string) =>
  callRoute(subscribeRoute, {
    path: "/api/push/subscriptions",
    json: body,
    jar,
    ...(userAgent && { headers: { "user-agent": userAgent } }),
  });
const remove = (jar: CookieJar, id: string) =>
  callRoute(removeRoute, { method: "DELETE", path: `/api/push/subscriptions/${id}`, params: { id }, jar });

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function asJson(sub: BrowserSubscription) {
  return { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys };
}

async function subscribed(plan: "basic" | "pro", name: string) {
  const user = await signUp({ plan, prefix: `push-${plan}`, verified: true });
  const device = endpoint.subscribe(`${name}-${user.userId}`);
  const res = await subscribe(user.jar, asJson(device), ANDROID_CHROME);
  expect(res.status).toBe(200);
  return { ...user, device, dto: (await res.json()) as PushDeviceDto };
}

function pushesTo(device: BrowserSubscription) {
  return endpoint.received.filter((r) => `${endpoint.origin}${r.path}` === device.endpoint);
}

describe("push subscriptions", () => {
  it("subscribes a device, lists it with the public key, updates it from the same browser, removes it", async () => {
    const { jar, device, dto } = await subscribed("basic", "phone");
    expect(dto).toMatchObject({ label: "Chrome on Android", endpoint: device.endpoint, lastSuccessAt: null });

    const listed = (await (await list(jar)).json()) as PushSubscriptionsDto;
    expect(listed.publicKey).toBe(process.env.VAPID_PUBLIC_KEY);
    expect(listed.available).toBe(true);
    expect(listed.devices).toEqual([dto]);

    // The same endpoint again (new keys after the browser renewed them) is the same device.
    const renewed = endpoint.subscribe("renewed");
    const again = await subscribe(jar, { ...asJson(renewed), endpoint: device.endpoint });
    expect(again.status).toBe(200);
    expect(((await again.json()) as PushDeviceDto).id).toBe(dto.id);
    expect(await db.pushSubscription.count({ where: { endpoint: device.endpoint } })).toBe(1);

    expect((await remove(jar, dto.id)).status).toBe(204);
    expect(((await (await list(jar)).json()) as PushSubscriptionsDto).devices).toEqual([]);
    expect((await remove(jar, dto.id)).status).toBe(404);
  });

  it("refuses bad keys and endpoints with 400, Free with 403, strangers with 401; another user's device is 404", async () => {
    const { jar, dto } = await subscribed("basic", "mine");
    const good = asJson(endpoint.subscribe("shape"));
    for (const body of [
      { ...good, keys: { ...good.keys, p256dh: "too-short" } },
      { ...good, keys: { ...good.keys, auth: Buffer.alloc(15).toString("base64url") } },
      { ...good, endpoint: "not a url" },
      { keys: good.keys },
    ]) {
      expect((await subscribe(jar, body)).status).toBe(400);
    }
    const free = await signUp({ plan: "free", prefix: "push-free", verified: true });
    const refused = await subscribe(free.jar, good);
    expect(refused.status).toBe(403);
    expect(((await (await list(free.jar)).json()) as PushSubscriptionsDto).available).toBe(false);
    expect((await subscribe(new CookieJar(), good)).status).toBe(401);

    const other = await signUp({ plan: "pro", prefix: "push-other", verified: true });
    expect((await remove(other.jar, dto.id)).status).toBe(404);
    expect(await db.pushSubscription.count({ where: { id: dto.id } })).toBe(1);
  });
});

describe("a test notification", () => {
  const sendTest = (jar: CookieJar, id: string) =>
    callRoute(testRoute, { path: `/api/push/subscriptions/${id}/test`, params: { id }, jar });

  it("reaches the device, decrypts, and is the user's own device only", async () => {
    const { jar, device, dto } = await subscribed("basic", "test");
    const res = await sendTest(jar, dto.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as PushDeviceDto).lastSuccessAt).not.toBeNull();
    const [push] = pushesTo(device);
    expect(JSON.parse(decryptPush(push!.body, device))).toEqual({
      title: "Push reminders are on",
      body: "This is how DebtWise reminds you before a payment is due.",
      url: "/settings/reminders",
      tag: `push_test:${dto.id}`,
    });

    const other = await signUp({ plan: "pro", prefix: "push-test-other", verified: true });
    expect((await sendTest(other.jar, dto.id)).status).toBe(404);
    expect(pushesTo(device)).toHaveLength(1);

    // A push service that refuses: 409 with what to do; one that says the subscription is gone: 404, row removed.
    const name = new URL(device.endpoint).pathname.slice("/push/".length);
    endpoint.answer(name, 400);
    expect((await sendTest(jar, dto.id)).status).toBe(409);
    endpoint.answer(name, 404);
    expect((await sendTest(jar, dto.id)).status).toBe(404);
    expect(await db.pushSubscription.count({ where: { id: dto.id } })).toBe(0);
  });
});

describe("push reminders", () => {
  it("a due-soon reminder arrives encrypted to the device's keys, signed with the server's VAPID key, once", async () => {
    const { userId, device } = await subscribed("basic", "remind");
    const debt = await insertReminderDebt(userId, 12);
    const counts = await runReminders({ now: NOW, origin: ORIGIN, userIds: [userId] });
    // E-mail (on by default) and push.
    expect(counts).toEqual({ considered: 1, sent: 2, skipped: 0, failed: 0 });

    const [push, ...more] = pushesTo(device);
    expect(more).toEqual([]);
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const { claims, publicKey } = verifyVapid(push!.headers.authorization as string, endpoint.origin);
    expect(publicKey).toBe(process.env.VAPID_PUBLIC_KEY);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);

    const payload = JSON.parse(decryptPush(push!.body, device)) as PushPayload;
    expect(payload).toMatchObject({
      title: "Payment due soon",
      body: "Your Visa Card payment (min $75.00) is due Mar 12.",
      url: `/dashboard#this-month-${debt.id}`,
    });
    const outbox = await db.outboxMessage.findFirst({ where: { userId, channel: "push" } });
    expect(outbox).toMatchObject({ status: "sent", to: "1 device", subject: "Payment due soon" });
    expect(await db.reminderLog.count({ where: { debtId: debt.id, channel: "push" } })).toBe(1);
    expect((await db.pushSubscription.findFirstOrThrow({ where: { userId } })).lastSuccessAt).not.toBeNull();

    // The claim row keeps it to one push per reminder.
    expect(await runReminders({ now: NOW, origin: ORIGIN, userIds: [userId] })).toMatchObject({ sent: 0 });
    expect(pushesTo(device)).toHaveLength(1);
  });

  it("a device whose push service answers 410 is removed, and the reminder is retried on the next run", async () => {
    const { userId, device } = await subscribed("pro", "gone");
    await insertReminderDebt(userId, 12);
    endpoint.answer(new URL(device.endpoint).pathname.slice("/push/".length), 410);
    const counts = await runReminders({ now: NOW, origin: ORIGIN, userIds: [userId] });
    expect(counts).toMatchObject({ sent: 1, failed: 1 });
    expect(await db.pushSubscription.count({ where: { userId } })).toBe(0);
    expect(await db.outboxMessage.findFirst({ where: { userId, channel: "push" } })).toMatchObject({
      status: "failed",
    });
    // No device left: the next run has no push channel for this user and sends nothing more.
    expect(await runReminders({ now: NOW, origin: ORIGIN, userIds: [userId] })).toMatchObject({ sent: 0, failed: 0 });
  });

  it("a device left from a paid plan gets no push once the account is on Free", async () => {
    const { userId, device } = await subscribed("basic", "free-now");
    await insertReminderDebt(userId, 12);
    await db.user.update({ where: { id: userId }, data: { subscriptionPlan: "free" } });
    expect(await runReminders({ now: NOW, origin: ORIGIN, userIds: [userId] })).toMatchObject({ sent: 0, failed: 0 });
    expect(pushesTo(device)).toEqual([]);
    expect(await db.reminderLog.count({ where: { debt: { userId } } })).toBe(0);
  });

  it("a goal's auto-save reminder reaches the device too, opening the goals page", async () => {
    const { userId, device } = await subscribed("pro", "goal");
    await db.goal.create({
      data: {
        userId,
        name: "Emergency fund",
        goalType: "emergency_fund",
        targetAmount: "1000.00",
        currentAmount: "100.00",
        autoSaveAmount: "50.00",
      },
    });
    await runGoalReminders({ now: new Date("2031-03-01T14:00:00Z"), origin: ORIGIN, userIds: [userId] });
    const [push] = pushesTo(device);
    const payload = JSON.parse(decryptPush(push!.body, device)) as PushPayload;
    expect(payload).toMatchObject({ title: "Auto-save reminder", url: "/goals" });
    expect(payload.body).toBe("Time for your $50.00 March auto-save to Emergency fund. Add it in DebtWise once saved.");
  });
});
