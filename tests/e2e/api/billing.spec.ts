import { test, expect, registerViaApi } from "../fixtures";

// Billing over real HTTP against the production build, in its keyless mode (the local checkout): the
// handlers, the wrapper's cross-site check and the debt limit together.

const DEBT = { name: "Visa", balance: "1200", interestRate: "19.99", minPayment: "40" };

test("a free user upgrades through the local checkout and may then add a second debt", async ({ request, baseURL }) => {
  await registerViaApi(request);
  expect((await request.post("/api/debts", { data: DEBT })).status()).toBe(201);
  expect((await request.post("/api/debts", { data: { ...DEBT, name: "Loan" } })).status()).toBe(403);

  const created = await request.post("/api/billing/create-checkout-session", { data: { plan: "basic" } });
  expect(created.status()).toBe(200);
  const { url } = (await created.json()) as { url: string };
  expect(url.startsWith(`${baseURL}/checkout/`)).toBe(true);
  const sessionId = url.split("/").at(-1)!;

  const page = await request.get(`/api/billing/local-checkout/${sessionId}`);
  expect(await page.json()).toMatchObject({
    plan: "basic",
    planName: "Basic",
    priceMonthlyUsd: 15,
    trialDays: 14,
    status: "open",
  });

  const done = await request.post(`/api/billing/local-checkout/${sessionId}/complete`);
  expect(done.status()).toBe(200);
  expect(await done.json()).toMatchObject({ plan: "basic", status: "trialing" });
  expect((await request.post(`/api/billing/local-checkout/${sessionId}/complete`)).status()).toBe(409);

  expect(await (await request.get("/api/billing/status")).json()).toMatchObject({
    plan: "basic",
    status: "trialing",
    provider: "local",
  });
  expect((await request.post("/api/debts", { data: { ...DEBT, name: "Loan" } })).status()).toBe(201);
});

test("another site cannot confirm a checkout for the user; Stripe's webhook path is not blocked by that check", async ({
  request,
}) => {
  await registerViaApi(request);
  const { url } = (await (
    await request.post("/api/billing/create-checkout-session", { data: { plan: "pro" } })
  ).json()) as { url: string };
  const sessionId = url.split("/").at(-1)!;
  const crossSite = await request.post(`/api/billing/local-checkout/${sessionId}/complete`, {
    headers: { origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);
  expect(await (await request.get("/api/billing/status")).json()).toMatchObject({ plan: "free" });

  // Keyless runs have no webhook (404), but the request reaches the handler rather than the cross-site 403.
  const webhook = await request.post("/api/webhooks/stripe", {
    headers: { origin: "https://stripe.com", "stripe-signature": "t=1,v1=x" },
    data: "{}",
  });
  expect(webhook.status()).toBe(404);
});
