import { GET as debtsRoute } from "@/app/api/debts/route";
import { PATCH as accountRoute } from "@/app/api/plaid/accounts/[id]/route";
import { POST as exchangeRoute } from "@/app/api/plaid/exchange/route";
import { GET as itemsRoute } from "@/app/api/plaid/items/route";
import { DELETE as removeRoute } from "@/app/api/plaid/items/[id]/route";
import { POST as syncRoute } from "@/app/api/plaid/items/[id]/sync/route";
import { POST as linkTokenRoute } from "@/app/api/plaid/link-token/route";
import { POST as webhookRoute } from "@/app/api/webhooks/plaid/route";
import { forgetPlaidWebhookKeys } from "@/lib/plaid/webhooks";
import { openSealed } from "@/lib/crypto/seal";
import { db } from "@/lib/db";
import type { DebtDto } from "@/lib/debts/types";
import type { PlaidAccountUpdateDto, PlaidItemDto, PlaidSyncResultDto } from "@/lib/plaid/types";
import { day } from "@/tests/support/calendar";
import { insertCard } from "@/tests/support/debts";
import { creditLiability, plaidStandInForFile, type StandInItem } from "@/tests/support/plaid-standin";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { deleteAccount, signUp } from "@/tests/support/users";
import { generateKeyPair } from "jose";

// Connected accounts with Plaid configured: the real plaid SDK against a local stand-in for Plaid's API
// (PLAID_API_URL), webhooks signed ES256 with the stand-in's key. The keyless answers are in plaid-keyless.test.ts:
// env() is read once per test file, so the two modes need a file each.

const standin = plaidStandInForFile({ quietLogs: true });

afterAll(async () => {
  await db.$disconnect();
});

beforeEach(() => standin.reset());

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

async function connect(jar: CookieJar, spec?: Parameters<typeof standin.connect>[0]) {
  const { publicToken, item } = standin.connect(spec);
  const res = await callRoute(exchangeRoute, { path: "/api/plaid/exchange", json: { publicToken }, jar });
  expect(res.status).toBe(201);
  return { dto: (await res.json()) as PlaidItemDto, item };
}

const patchAccount = (jar: CookieJar, id: string, json: unknown) =>
  callRoute(accountRoute, { method: "PATCH", path: `/api/plaid/accounts/${id}`, params: { id }, json, jar });
const sync = (jar: CookieJar, id: string) =>
  callRoute(syncRoute, { path: `/api/plaid/items/${id}/sync`, params: { id }, jar });
const remove = (jar: CookieJar, id: string) =>
  callRoute(removeRoute, { method: "DELETE", path: `/api/plaid/items/${id}`, params: { id }, jar });

async function sendWebhook(signed: { rawBody: string; headers: Record<string, string> }) {
  return callRoute(webhookRoute, { path: "/api/webhooks/plaid", rawBody: signed.rawBody, headers: signed.headers });
}

const cardOf = (dto: PlaidItemDto) => dto.accounts.find((a) => a.type === "credit")!;
const checkingOf = (dto: PlaidItemDto) => dto.accounts.find((a) => a.type === "depository")!;

describe("connecting a bank", () => {
  it("makes a Link token for the user, with the webhook and the products", async () => {
    const user = await signUp({ prefix: "plaid-link" });
    const res = await callRoute(linkTokenRoute, { path: "/api/plaid/link-token", json: {}, jar: user.jar });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ linkToken: expect.stringMatching(/^link-sandbox-/) });
    const [call] = standin.calls("/link/token/create");
    expect(call!.body).toMatchObject({
      user: { client_user_id: user.userId },
      products: ["transactions"],
      optional_products: ["liabilities"],
      country_codes: ["US"],
      webhook: expect.stringMatching(/\/api\/webhooks\/plaid$/),
    });
    expect(call!.clientId).toBe("standin-client-id");
  });

  it("exchanges the public token and stores the item, its accounts and the access token sealed", async () => {
    const user = await signUp({ prefix: "plaid-exchange" });
    const { dto, item } = await connect(user.jar);
    expect(dto).toMatchObject({ institutionName: "First Platypus Bank", status: "active", lastSyncedAt: null });
    expect(dto.accounts).toEqual([
      expect.objectContaining({ name: "Plaid Credit Card", mask: "3333", type: "credit", holdsDebt: true }),
      expect.objectContaining({ name: "Plaid Checking", mask: "0000", type: "depository", holdsDebt: false }),
    ]);
    expect(JSON.stringify(dto)).not.toContain(item.accessToken);

    // Encryption at rest: the stored token is not the plain one, and opens back to it only under AUTH_SECRET.
    const row = await db.plaidItem.findUniqueOrThrow({ where: { id: dto.id } });
    expect(row.itemId).toBe(item.itemId);
    expect(row.accessToken).not.toContain(item.accessToken);
    expect(row.accessToken).toMatch(/^v1\./);
    expect(openSealed(row.accessToken, "debtwise plaid")).toBe(item.accessToken);
    expect(openSealed(row.accessToken, "debtwise totp")).toBeNull();

    const list = await callRoute(itemsRoute, { path: "/api/plaid/items", jar: user.jar });
    expect(await list.json()).toEqual([dto]);
  });

  it("refuses a public token Plaid does not know (400) and stores nothing", async () => {
    const user = await signUp({ prefix: "plaid-bad-token" });
    const res = await callRoute(exchangeRoute, {
      path: "/api/plaid/exchange",
      json: { publicToken: "public-sandbox-unknown" },
      jar: user.jar,
    });
    expect(res.status).toBe(400);
    expect(await db.plaidItem.count({ where: { userId: user.userId } })).toBe(0);
  });

  it("answers 503 with Retry-After while Plaid is down", async () => {
    const user = await signUp({ prefix: "plaid-down" });
    standin.failNext = 5;
    const { publicToken } = standin.connect();
    const res = await callRoute(exchangeRoute, { path: "/api/plaid/exchange", json: { publicToken }, jar: user.jar });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
  });
});

describe("liabilities: a card or loan becomes a debt", () => {
  it("creates a debt from the card's liabilities: balance, purchase APR, minimum, due day, credit limit", async () => {
    const user = await signUp({ prefix: "plaid-create", plan: "pro" });
    const { dto, item } = await connect(user.jar);
    const res = await patchAccount(user.jar, cardOf(dto).id, { createDebt: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PlaidAccountUpdateDto;
    expect(body.liability).toEqual({
      fields: ["balance", "interestRate", "minPayment", "kind", "dueDay", "creditLimit"],
      statement: null,
      balanceTransferRate: "15.240",
    });
    const debt = await db.debt.findUniqueOrThrow({ where: { id: body.account.debtId! } });
    expect(debt).toMatchObject({ userId: user.userId, name: "Plaid Credit Card (3333)", kind: "credit_card" });
    expect(debt.balance.toFixed(2)).toBe("410.00");
    expect(debt.interestRate.toFixed(3)).toBe("12.500");
    expect(debt.minPayment.toFixed(2)).toBe("20.00");
    // next_payment_due_date 2020-05-30: due days are 1-28, so the 30th is the 28th.
    expect(debt.dueDay).toBe(28);
    expect(debt.creditLimit?.toFixed(2)).toBe("2000.00");
    // Plaid gives no end month for the balance-transfer rate: no promo is set by itself.
    expect(debt.promoRate).toBeNull();
    const [call] = standin.calls("/liabilities/get");
    expect(call!.body).toMatchObject({ options: { account_ids: [item.accounts[0]!.account_id] } });
  });

  it("applies the liabilities to a debt the user picks and records the last statement through the statement path", async () => {
    const user = await signUp({ prefix: "plaid-map", plan: "pro" });
    const card = await insertCard(user.userId, day(-60), 5);
    const statementDay = day(-10);
    const { dto, item } = await connect(user.jar);
    item.liabilities.credit = [
      creditLiability(item.accounts[0]!.account_id, {
        last_statement_issue_date: statementDay,
        last_statement_balance: 4321.5,
        minimum_payment_amount: 95,
        next_payment_due_date: `${statementDay.slice(0, 8)}17`,
      }),
    ];
    const res = await patchAccount(user.jar, cardOf(dto).id, { debtId: card.id });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PlaidAccountUpdateDto;
    expect(body.account.debtId).toBe(card.id);
    expect(body.liability).toEqual({
      fields: ["interestRate", "minPayment", "dueDay", "creditLimit"],
      statement: { balance: "4321.50", date: statementDay },
      balanceTransferRate: "15.240",
    });
    const debt = await db.debt.findUniqueOrThrow({ where: { id: card.id } });
    expect(debt.interestRate.toFixed(3)).toBe("12.500");
    expect(debt.minPayment.toFixed(2)).toBe("95.00");
    expect(debt.dueDay).toBe(17);
    expect(debt.creditLimit?.toFixed(2)).toBe("2000.00");
    // The statement is a ledger row on its day, as "Update from statement" writes it.
    const rows = await db.ledgerEntry.findMany({
      where: { debtId: card.id, effectiveOn: new Date(`${statementDay}T00:00:00Z`) },
    });
    expect(
      rows.some((r) => r.kind === "correction" && r.note === "Payments we didn't know about, from your statement"),
    ).toBe(true);
  });

  it("refuses to link a bank account to a debt, and another user's debt or account is a 404", async () => {
    const user = await signUp({ prefix: "plaid-refuse", plan: "pro" });
    const other = await signUp({ prefix: "plaid-refuse-other", plan: "pro" });
    const theirCard = await insertCard(other.userId, day(-5));
    const { dto } = await connect(user.jar);
    const bank = await patchAccount(user.jar, checkingOf(dto).id, { createDebt: true });
    expect(bank.status).toBe(400);
    expect(((await bank.json()) as ErrorBody).error.issues?.[0]?.path).toBe("debtId");
    expect((await patchAccount(user.jar, cardOf(dto).id, { debtId: theirCard.id })).status).toBe(404);
    expect((await patchAccount(other.jar, cardOf(dto).id, { autoApply: true })).status).toBe(404);
    expect(await db.plaidAccount.findUniqueOrThrow({ where: { id: cardOf(dto).id } })).toMatchObject({
      debtId: null,
      autoApply: false,
    });
  });

  it("turns auto-apply on and unlinks; a removed debt leaves the account unlinked", async () => {
    const user = await signUp({ prefix: "plaid-auto", plan: "pro" });
    const card = await insertCard(user.userId, day(-5));
    const { dto } = await connect(user.jar);
    const id = cardOf(dto).id;
    expect((await patchAccount(user.jar, id, { debtId: card.id, autoApply: true })).status).toBe(200);
    expect(await db.plaidAccount.findUniqueOrThrow({ where: { id } })).toMatchObject({
      debtId: card.id,
      autoApply: true,
    });
    expect((await patchAccount(user.jar, id, { debtId: null })).status).toBe(200);
    expect(await db.plaidAccount.findUniqueOrThrow({ where: { id } })).toMatchObject({ debtId: null, autoApply: true });
    await patchAccount(user.jar, id, { debtId: card.id });
    await db.debt.delete({ where: { id: card.id } });
    expect(await db.plaidAccount.findUniqueOrThrow({ where: { id } })).toMatchObject({ debtId: null });
  });
});

describe("transactions", () => {
  function addLines(item: StandInItem, n: number, offset = 0) {
    const card = item.accounts[0]!.account_id;
    const checking = item.accounts[1]!.account_id;
    for (let i = 0; i < n; i++) {
      standin.addTransactions(item, {
        account_id: i % 2 === 0 ? card : checking,
        amount: 10 + offset + i + 0.25,
        date: day(-20 + i),
        name: `Line ${offset + i}`,
      });
    }
  }

  it("reads every page from the stored cursor, then only what is new", async () => {
    const user = await signUp({ prefix: "plaid-sync" });
    const { dto, item } = await connect(user.jar);
    addLines(item, 5);
    standin.addTransactions(item, {
      account_id: item.accounts[0]!.account_id,
      amount: 99,
      date: day(-1),
      name: "Pending, not imported",
      pending: true,
    });
    standin.pageSize = 2;

    const first = await sync(user.jar, dto.id);
    expect(first.status).toBe(200);
    const firstResult = (await first.json()) as PlaidSyncResultDto;
    expect(firstResult.added).toBe(5);
    // One review per account, filed under Plaid's account id, nothing applied (auto-apply is off).
    expect(firstResult.imports).toEqual([
      { accountId: cardOf(dto).id, importId: expect.any(String), applied: null },
      { accountId: checkingOf(dto).id, importId: expect.any(String), applied: null },
    ]);
    const reviews = await db.import.findMany({
      where: { id: { in: firstResult.imports.map((i) => i.importId) } },
      orderBy: { accountKey: "asc" },
    });
    expect(reviews.map((r) => [r.accountKey, r.status, r.debtId])).toEqual(
      [
        [`plaid:${item.accounts[0]!.account_id}`, "review", null],
        [`plaid:${item.accounts[1]!.account_id}`, "review", null],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const pages = standin.calls("/transactions/sync");
    expect(pages).toHaveLength(3); // 2 + 2 + 2 lines, has_more true, true, false
    expect(pages[0]!.body.cursor).toBeUndefined();
    expect(pages[1]!.body.cursor).toBeTruthy();
    const row = await db.plaidItem.findUniqueOrThrow({ where: { id: dto.id } });
    expect(row.transactionsCursor).toBe(Buffer.from("pos:6").toString("base64url"));
    expect(row.lastSyncedAt).not.toBeNull();

    standin.reset();
    addLines(item, 1, 100);
    const second = await sync(user.jar, dto.id);
    expect(((await second.json()) as PlaidSyncResultDto).added).toBe(1);
    const [again] = standin.calls("/transactions/sync");
    expect(again!.body.cursor).toBe(row.transactionsCursor);
  });

  it("applies the suggestions at once for an account with auto-apply on: a card payment is logged on its debt", async () => {
    const user = await signUp({ prefix: "plaid-auto-apply", plan: "pro" });
    const card = await insertCard(user.userId, day(-60), 5);
    const { dto, item } = await connect(user.jar);
    expect((await patchAccount(user.jar, cardOf(dto).id, { debtId: card.id, autoApply: true })).status).toBe(200);
    const cardAccount = item.accounts[0]!.account_id;
    // Plaid's sign: a payment to the card is money into it (negative), a purchase money out of it (positive).
    standin.addTransactions(
      item,
      { account_id: cardAccount, amount: -200, date: day(-3), name: "PAYMENT THANK YOU" },
      { account_id: cardAccount, amount: 45.1, date: day(-2), name: "CORNER BOOKSHOP" },
    );
    const res = await sync(user.jar, dto.id);
    expect(res.status).toBe(200);
    const result = (await res.json()) as PlaidSyncResultDto;
    expect(result.imports).toEqual([{ accountId: cardOf(dto).id, importId: expect.any(String), applied: 2 }]);
    const imp = await db.import.findUniqueOrThrow({ where: { id: result.imports[0]!.importId } });
    expect(imp).toMatchObject({ status: "applied", debtId: card.id });
    const payments = await db.payment.findMany({ where: { debtId: card.id } });
    expect(payments.map((p) => p.amount.toFixed(2))).toEqual(["200.00"]);
  });

  it("keeps the cursor when a page fails, so the next sync reads the same lines again", async () => {
    const user = await signUp({ prefix: "plaid-sync-fail" });
    const { dto, item } = await connect(user.jar);
    addLines(item, 4);
    standin.pageSize = 2;
    await sync(user.jar, dto.id);
    addLines(item, 4, 10);
    const before = (await db.plaidItem.findUniqueOrThrow({ where: { id: dto.id } })).transactionsCursor;
    standin.failNext = 10;
    expect((await sync(user.jar, dto.id)).status).toBe(503);
    expect((await db.plaidItem.findUniqueOrThrow({ where: { id: dto.id } })).transactionsCursor).toBe(before);
  });

  it("marks the connection for Reconnect when the bank wants a new sign-in (409)", async () => {
    const user = await signUp({ prefix: "plaid-login" });
    const { dto, item } = await connect(user.jar);
    item.loginRequired = true;
    const res = await sync(user.jar, dto.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.message).toMatch(/Reconnect/);
    expect((await db.plaidItem.findUniqueOrThrow({ where: { id: dto.id } })).status).toBe("login_required");

    // Reconnect: a Link token in update mode carries the item's access token, never sent to the browser.
    const token = await callRoute(linkTokenRoute, {
      path: "/api/plaid/link-token",
      json: { itemId: dto.id },
      jar: user.jar,
    });
    expect(token.status).toBe(200);
    const [call] = standin.calls("/link/token/create");
    expect(call!.body).toMatchObject({ access_token: item.accessToken });
    expect(call!.body.products).toBeUndefined();

    item.loginRequired = false;
    expect((await sync(user.jar, dto.id)).status).toBe(200);
    expect((await db.plaidItem.findUniqueOrThrow({ where: { id: dto.id } })).status).toBe("active");
  });
});

describe("POST /api/webhooks/plaid", () => {
  it("verifies the signature, syncs on SYNC_UPDATES_AVAILABLE, and does nothing for the same delivery twice", async () => {
    const user = await signUp({ prefix: "plaid-hook" });
    const { dto, item } = await connect(user.jar);
    standin.addTransactions(item, {
      account_id: item.accounts[0]!.account_id,
      amount: 12.5,
      date: day(-2),
      name: "Coffee",
    });
    const signed = await standin.signWebhook({
      webhook_type: "TRANSACTIONS",
      webhook_code: "SYNC_UPDATES_AVAILABLE",
      item_id: item.itemId,
      initial_update_complete: true,
      historical_update_complete: true,
      environment: "sandbox",
    });
    const res = await sendWebhook(signed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "processed" });
    expect(standin.calls("/transactions/sync")).toHaveLength(1);
    expect((await db.plaidItem.findUniqueOrThrow({ where: { id: dto.id } })).lastSyncedAt).not.toBeNull();

    const repeat = await sendWebhook(signed);
    expect(await repeat.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(standin.calls("/transactions/sync")).toHaveLength(1);
    // The key was fetched once, by its kid, and kept.
    expect(standin.calls("/webhook_verification_key/get").length).toBeLessThanOrEqual(1);
  });

  it("marks ITEM_LOGIN_REQUIRED and clears it on LOGIN_REPAIRED", async () => {
    const user = await signUp({ prefix: "plaid-hook-login" });
    const { dto, item } = await connect(user.jar);
    const login = await standin.signWebhook({
      webhook_type: "ITEM",
      webhook_code: "ITEM_LOGIN_REQUIRED",
      item_id: item.itemId,
      error: { error_type: "ITEM_ERROR", error_code: "ITEM_LOGIN_REQUIRED" },
      environment: "sandbox",
    });
    expect((await sendWebhook(login)).status).toBe(200);
    expect((await db.plaidItem.findUniqueOrThrow({ where: { id: dto.id } })).status).toBe("login_required");
    const repaired = await standin.signWebhook({
      webhook_type: "ITEM",
      webhook_code: "LOGIN_REPAIRED",
      item_id: item.itemId,
    });
    expect((await sendWebhook(repaired)).status).toBe(200);
    expect((await db.plaidItem.findUniqueOrThrow({ where: { id: dto.id } })).status).toBe("active");
  });

  it("refuses a missing, foreign, stale or mismatched signature (400) and changes nothing", async () => {
    const user = await signUp({ prefix: "plaid-hook-bad" });
    const { dto, item } = await connect(user.jar);
    const body = { webhook_type: "ITEM", webhook_code: "ITEM_LOGIN_REQUIRED", item_id: item.itemId };

    const good = await standin.signWebhook(body);
    const missing = await sendWebhook({ rawBody: good.rawBody, headers: { "content-type": "application/json" } });
    expect(missing.status).toBe(400);

    const { privateKey } = await generateKeyPair("ES256");
    expect((await sendWebhook(await standin.signWebhook(body, { privateKey }))).status).toBe(400);

    const stale = await sendWebhook(await standin.signWebhook(body, { iatSecondsAgo: 6 * 60 }));
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as ErrorBody).error.message).toBe("Invalid Plaid-Verification signature");

    const otherBody = JSON.stringify({ ...body, webhook_code: "LOGIN_REPAIRED" }, null, 2);
    expect((await sendWebhook(await standin.signWebhook(body, { bodyHashOf: otherBody }))).status).toBe(400);
    // The body changed after signing: its hash no longer matches the JWT's.
    expect(
      (
        await sendWebhook({
          rawBody: good.rawBody.replace("ITEM_LOGIN_REQUIRED", "LOGIN_REPAIRED"),
          headers: good.headers,
        })
      ).status,
    ).toBe(400);

    expect((await db.plaidItem.findUniqueOrThrow({ where: { id: dto.id } })).status).toBe("active");
  });

  it("fetches a new verification key when Plaid signs with a new kid", async () => {
    await standin.rotateKey();
    const res = await sendWebhook(
      await standin.signWebhook({
        webhook_type: "ITEM",
        webhook_code: "WEBHOOK_UPDATE_ACKNOWLEDGED",
        item_id: "item-unknown",
      }),
    );
    expect(await res.json()).toEqual({ received: true, outcome: "ignored" });
    expect(standin.calls("/webhook_verification_key/get")).toHaveLength(1);
  });
});

describe("made-up key ids", () => {
  it("looks up at most ten unknown kids a minute at Plaid; past that a delivery is refused unasked", async () => {
    forgetPlaidWebhookKeys();
    const event = { webhook_type: "ITEM", webhook_code: "WEBHOOK_UPDATE_ACKNOWLEDGED", item_id: "item-unknown" };
    for (let i = 0; i < 10; i++) {
      await standin.rotateKey();
      expect((await sendWebhook(await standin.signWebhook(event))).status).toBe(200);
    }
    await standin.rotateKey();
    expect((await sendWebhook(await standin.signWebhook(event))).status).toBe(400);
    expect(standin.calls("/webhook_verification_key/get")).toHaveLength(10);
    forgetPlaidWebhookKeys();
  });
});

describe("disconnecting", () => {
  it("removes the item at Plaid, then here; the debts stay", async () => {
    const user = await signUp({ prefix: "plaid-remove", plan: "pro" });
    const { dto, item } = await connect(user.jar);
    await patchAccount(user.jar, cardOf(dto).id, { createDebt: true });
    const res = await remove(user.jar, dto.id);
    expect(res.status).toBe(204);
    expect(standin.calls("/item/remove").map((c) => c.body.access_token)).toEqual([item.accessToken]);
    expect(await db.plaidItem.count({ where: { id: dto.id } })).toBe(0);
    expect(await db.plaidAccount.count({ where: { itemId: dto.id } })).toBe(0);
    const debts = (await (await callRoute(debtsRoute, { path: "/api/debts", jar: user.jar })).json()) as DebtDto[];
    expect(debts).toHaveLength(1);
  });

  it("keeps the connection when Plaid cannot be reached (503), and another user's is a 404", async () => {
    const user = await signUp({ prefix: "plaid-remove-fail" });
    const other = await signUp({ prefix: "plaid-remove-other" });
    const { dto } = await connect(user.jar);
    expect((await remove(other.jar, dto.id)).status).toBe(404);
    expect((await sync(other.jar, dto.id)).status).toBe(404);
    expect(
      (await callRoute(linkTokenRoute, { path: "/api/plaid/link-token", json: { itemId: dto.id }, jar: other.jar }))
        .status,
    ).toBe(404);
    standin.failNext = 10;
    expect((await remove(user.jar, dto.id)).status).toBe(503);
    expect(await db.plaidItem.count({ where: { id: dto.id } })).toBe(1);
  });

  it("deleting the account removes every connection at Plaid first", async () => {
    const user = await signUp({ prefix: "plaid-delete-account" });
    const first = await connect(user.jar);
    const second = await connect(user.jar);
    await deleteAccount(user);
    expect(
      standin
        .calls("/item/remove")
        .map((c) => c.body.access_token)
        .sort(),
    ).toEqual([first.item.accessToken, second.item.accessToken].sort());
    expect(await db.plaidItem.count({ where: { userId: user.userId } })).toBe(0);
  });
});
