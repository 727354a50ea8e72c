import { signUp } from "@/tests/support/users";
import { GET as listDebtsRoute, POST as createDebtRoute } from "@/app/api/debts/route";
import { PATCH as patchDebtRoute } from "@/app/api/debts/[id]/route";
import { todayUtc } from "@/lib/dates";
import { db } from "@/lib/db";
import type { DebtDto } from "@/lib/debts/types";
import { firstAccrualAfter } from "@/lib/ledger/rules";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { month } from "@/tests/support/calendar";

// Debt kinds and promotional rates on POST/PATCH /api/debts (docs/payoff.md "Debt type", "Promotional rates"; the
// rules: lib/validations/debts.ts promoProblem; PATCH merges the body onto the stored debt first).

const signUpAs = () => signUp({ plan: "pro", prefix: "promos", firstName: "Pia" });

/** A month `n` years after the current one, "YYYY-MM" (never in the past, whatever the clock says). */
const yearsAhead = (n: number, month = 6) => `${new Date().getUTCFullYear() + n}-${String(month).padStart(2, "0")}`;
const NEXT_YEAR = yearsAhead(1);

const CARD = { name: "Store card", balance: "1200", interestRate: "26.99", minPayment: "40" };

type Issues = { error: { code: string; issues?: { path: string; message: string }[] } };

const post = (jar: CookieJar, json: unknown) => callRoute(createDebtRoute, { path: "/api/debts", json, jar });
const list = async (jar: CookieJar) =>
  (await (await callRoute(listDebtsRoute, { path: "/api/debts", jar })).json()) as DebtDto[];
const patch = (jar: CookieJar, id: string, json: unknown) =>
  callRoute(patchDebtRoute, { method: "PATCH", path: `/api/debts/${id}`, json, jar, params: { id } });

async function expectFieldError(res: Response, path: string, message?: string | RegExp): Promise<void> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as Issues;
  expect(body.error.code).toBe("bad_request");
  const issue = body.error.issues?.find((i) => i.path === path);
  expect(issue).toBeDefined();
  if (message !== undefined) expect(issue!.message).toMatch(message);
}

afterAll(async () => {
  await db.$disconnect();
});

describe("the promo's first month (promoStartsOn, set by the server)", () => {
  const startsOn = async (id: string) => (await db.debt.findUniqueOrThrow({ where: { id } })).promoStartsOn;

  it("is the opening month on create and is not taken from the body", async () => {
    const { jar } = await signUpAs();
    const res = await post(jar, { ...CARD, promoRate: "0", promoEndsOn: NEXT_YEAR, promoStartsOn: "2001-01" });
    expect(res.status).toBe(201);
    const debt = (await res.json()) as DebtDto;
    expect(await startsOn(debt.id)).toBe(month());
    expect(debt).not.toHaveProperty("promoStartsOn");
    const plain = (await (await post(jar, { ...CARD, promoStartsOn: "2001-01" })).json()) as DebtDto;
    expect(await startsOn(plain.id)).toBeNull();
  });

  it("is ignored in a PATCH body, kept while the promo's rate stays, reset by a new rate and cleared with the promo", async () => {
    const { jar } = await signUpAs();
    const debt = (await (await post(jar, { ...CARD, dueDay: 28 })).json()) as DebtDto;
    expect((await patch(jar, debt.id, { promoStartsOn: "2001-01", name: "Renamed" })).status).toBe(200);
    expect(await startsOn(debt.id)).toBeNull();
    expect((await patch(jar, debt.id, { promoRate: "0", promoEndsOn: NEXT_YEAR })).status).toBe(200);
    // Set by a PATCH: the month of the first accrual day after today (interest due today is charged at the rate
    // it had), the 28th of this month or the next.
    const first = firstAccrualAfter(todayUtc(), 28).slice(0, 7);
    expect(await startsOn(debt.id)).toBe(first);
    // As if it had been set long ago: a PATCH that leaves the rate alone keeps it, whatever the body says.
    await db.debt.update({ where: { id: debt.id }, data: { promoStartsOn: "2024-03" } });
    // Not a field the API takes: alone, it is a body with nothing to change.
    expect((await patch(jar, debt.id, { promoStartsOn: "2001-01" })).status).toBe(400);
    for (const body of [
      { deferredInterest: true },
      { promoRate: "0.000", promoEndsOn: yearsAhead(2), promoStartsOn: "2001-01" },
      { name: "Again" },
    ]) {
      expect((await patch(jar, debt.id, body)).status).toBe(200);
      expect(await startsOn(debt.id)).toBe("2024-03");
    }
    expect((await patch(jar, debt.id, { promoRate: "1.5" })).status).toBe(200);
    expect(await startsOn(debt.id)).toBe(first);
    expect((await patch(jar, debt.id, { promoRate: null })).status).toBe(200);
    expect(await startsOn(debt.id)).toBeNull();
  });
});

describe("debt kind", () => {
  it("defaults to other and round-trips every kind", async () => {
    const { jar } = await signUpAs();
    const plain = (await (await post(jar, CARD)).json()) as DebtDto;
    expect(plain).toMatchObject({ kind: "other", promoRate: null, promoEndsOn: null, deferredInterest: false });

    const auto = await post(jar, { ...CARD, name: "Car", kind: "auto" });
    expect(auto.status).toBe(201);
    const created = (await auto.json()) as DebtDto;
    expect(created.kind).toBe("auto");
    const changed = await patch(jar, created.id, { kind: "credit_card" });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as DebtDto).kind).toBe("credit_card");
    expect((await list(jar)).map((d) => d.kind)).toEqual(["other", "credit_card"]);
  });

  it("answers 400 on a kind that is not in the list (POST and PATCH)", async () => {
    const { jar } = await signUpAs();
    await expectFieldError(await post(jar, { ...CARD, kind: "boat" }), "kind", "Choose a debt type from the list");
    const debt = (await (await post(jar, CARD)).json()) as DebtDto;
    await expectFieldError(await patch(jar, debt.id, { kind: "" }), "kind");
    expect((await list(jar)).map((d) => d.kind)).toEqual(["other"]);
  });
});

describe("promotional rate on POST", () => {
  it("stores the promo and answers it (rate normalised, month as sent)", async () => {
    const { jar, userId } = await signUpAs();
    const res = await post(jar, {
      ...CARD,
      kind: "credit_card",
      promoRate: 0,
      promoEndsOn: NEXT_YEAR,
      deferredInterest: true,
    });
    expect(res.status).toBe(201);
    const debt = (await res.json()) as DebtDto;
    expect(debt).toMatchObject({
      kind: "credit_card",
      promoRate: "0.00",
      promoEndsOn: NEXT_YEAR,
      deferredInterest: true,
      interestRate: "26.99",
    });
    expect(await list(jar)).toEqual([debt]);
    const row = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    expect(row.userId).toBe(userId);
    expect(row.promoRate?.toFixed(3)).toBe("0.000");

    const twoNinetyNine = (await (
      await post(jar, { ...CARD, promoRate: "2.99%", promoEndsOn: NEXT_YEAR })
    ).json()) as DebtDto;
    expect(twoNinetyNine).toMatchObject({ promoRate: "2.99", promoEndsOn: NEXT_YEAR, deferredInterest: false });
  });

  it("blank or null promo fields mean no promo", async () => {
    const { jar } = await signUpAs();
    const res = await post(jar, { ...CARD, promoRate: "", promoEndsOn: "", deferredInterest: false });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ promoRate: null, promoEndsOn: null, deferredInterest: false });
    const nulls = await post(jar, { ...CARD, promoRate: null, promoEndsOn: null });
    expect(await nulls.json()).toMatchObject({ promoRate: null, promoEndsOn: null });
  });

  it.each([
    [
      "a rate of 100 or more",
      { promoRate: "100", promoEndsOn: NEXT_YEAR },
      "promoRate",
      "Promo rate must be below 100%",
    ],
    [
      "a rate that the engine rounds to 100 (99.995 is 100.00 in basis points)",
      { promoRate: "99.995", promoEndsOn: NEXT_YEAR },
      "promoRate",
      "Promo rate must be below 100%",
    ],
    ["a rate that is not a number", { promoRate: "abc", promoEndsOn: NEXT_YEAR }, "promoRate", /percentage/],
    ["a negative rate", { promoRate: "-1", promoEndsOn: NEXT_YEAR }, "promoRate", /percentage/],
    [
      "a past month",
      { promoRate: "0", promoEndsOn: "2020-01" },
      "promoEndsOn",
      "Promo end month cannot be in the past",
    ],
    [
      "a month in the wrong format",
      { promoRate: "0", promoEndsOn: "06/2027" },
      "promoEndsOn",
      "Use the format YYYY-MM",
    ],
    [
      "a month 13",
      { promoRate: "0", promoEndsOn: `${new Date().getUTCFullYear() + 1}-13` },
      "promoEndsOn",
      "Use the format YYYY-MM",
    ],
    ["a full date", { promoRate: "0", promoEndsOn: `${NEXT_YEAR}-01` }, "promoEndsOn", "Use the format YYYY-MM"],
    ["a rate without its month", { promoRate: "0" }, "promoEndsOn", "Enter the last month of the promo rate"],
    ["a month without its rate", { promoEndsOn: NEXT_YEAR }, "promoRate", "Enter the promo rate (0 is fine)"],
    [
      "deferred interest without a promo",
      { deferredInterest: true },
      "deferredInterest",
      "Deferred interest applies only to a promo rate with an end month",
    ],
    [
      "deferred interest that is not a boolean",
      { promoRate: "0", promoEndsOn: NEXT_YEAR, deferredInterest: "yes" },
      "deferredInterest",
      /true or false/,
    ],
  ])("answers 400 on %s and stores nothing", async (_label, fields, path, message) => {
    const { jar } = await signUpAs();
    await expectFieldError(await post(jar, { ...CARD, ...fields }), path, message);
    expect(await list(jar)).toEqual([]);
  });
});

describe("promotional rate on PATCH", () => {
  async function debtWithPromo(jar: CookieJar, extra: Record<string, unknown> = {}): Promise<DebtDto> {
    const res = await post(jar, { ...CARD, promoRate: "0", promoEndsOn: NEXT_YEAR, deferredInterest: true, ...extra });
    expect(res.status).toBe(201);
    return (await res.json()) as DebtDto;
  }

  it("adds a promo to a debt without one, then changes one field at a time", async () => {
    const { jar } = await signUpAs();
    const debt = (await (await post(jar, CARD)).json()) as DebtDto;
    const added = await patch(jar, debt.id, { promoRate: "1.5", promoEndsOn: NEXT_YEAR });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ promoRate: "1.50", promoEndsOn: NEXT_YEAR, deferredInterest: false });

    const later = yearsAhead(2, 3);
    expect(await (await patch(jar, debt.id, { promoEndsOn: later })).json()).toMatchObject({
      promoRate: "1.50",
      promoEndsOn: later,
    });
    expect(await (await patch(jar, debt.id, { deferredInterest: true })).json()).toMatchObject({
      promoRate: "1.50",
      deferredInterest: true,
    });
    // A PATCH without promo fields leaves the promo alone.
    expect(await (await patch(jar, debt.id, { name: "Store card (renamed)" })).json()).toMatchObject({
      name: "Store card (renamed)",
      promoRate: "1.50",
      promoEndsOn: later,
      deferredInterest: true,
    });
  });

  it("promoRate: null clears the whole promo (month and deferred flag too)", async () => {
    const { jar } = await signUpAs();
    const debt = await debtWithPromo(jar);
    const res = await patch(jar, debt.id, { promoRate: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ promoRate: null, promoEndsOn: null, deferredInterest: false });
    const row = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    expect([row.promoRate, row.promoEndsOn, row.deferredInterest]).toEqual([null, null, false]);
    // A blank rate is the same as null.
    const again = await debtWithPromo(jar);
    expect(await (await patch(jar, again.id, { promoRate: "" })).json()).toMatchObject({
      promoRate: null,
      promoEndsOn: null,
      deferredInterest: false,
    });
  });

  it("deferredInterest: false alone keeps the promo", async () => {
    const { jar } = await signUpAs();
    const debt = await debtWithPromo(jar);
    expect(await (await patch(jar, debt.id, { deferredInterest: false })).json()).toMatchObject({
      promoRate: "0.00",
      promoEndsOn: NEXT_YEAR,
      deferredInterest: false,
    });
  });

  it.each([
    [
      "deferred interest on a debt without a promo",
      {},
      { deferredInterest: true },
      "deferredInterest",
      "Deferred interest applies only to a promo rate with an end month",
    ],
    [
      "a rate on a debt without a promo (no month)",
      {},
      { promoRate: "0" },
      "promoEndsOn",
      "Enter the last month of the promo rate",
    ],
    [
      "a month on a debt without a promo (no rate)",
      {},
      { promoEndsOn: NEXT_YEAR },
      "promoRate",
      "Enter the promo rate (0 is fine)",
    ],
    [
      "clearing only the month of a promo",
      { promo: true },
      { promoEndsOn: null },
      "promoEndsOn",
      "Enter the last month of the promo rate",
    ],
    [
      "clearing the rate but sending a month",
      { promo: true },
      { promoRate: null, promoEndsOn: NEXT_YEAR },
      "promoRate",
      "Enter the promo rate (0 is fine)",
    ],
    [
      "clearing the rate but asking for deferred interest",
      { promo: true },
      { promoRate: null, deferredInterest: true },
      "deferredInterest",
      /only to a promo rate/,
    ],
    ["a rate of 100", { promo: true }, { promoRate: 100 }, "promoRate", "Promo rate must be below 100%"],
    ["a rate of 99.999", { promo: true }, { promoRate: 99.999 }, "promoRate", "Promo rate must be below 100%"],
    [
      "a past month",
      { promo: true },
      { promoEndsOn: "2020-12" },
      "promoEndsOn",
      "Promo end month cannot be in the past",
    ],
    [
      "a month in the wrong format",
      { promo: true },
      { promoEndsOn: "2027-6" },
      "promoEndsOn",
      "Use the format YYYY-MM",
    ],
  ])("answers 400 on %s and changes nothing", async (_label, setup, body, path, message) => {
    const { jar } = await signUpAs();
    const debt = "promo" in setup ? await debtWithPromo(jar) : ((await (await post(jar, CARD)).json()) as DebtDto);
    await expectFieldError(await patch(jar, debt.id, { name: "Renamed", ...body }), path, message);
    expect(await list(jar)).toEqual([debt]);
  });

  it("a promo that has ended (stored month now past) can still be edited around and cleared", async () => {
    const { jar } = await signUpAs();
    const debt = await debtWithPromo(jar);
    // As if the promo's last month went by since it was entered.
    await db.debt.update({ where: { id: debt.id }, data: { promoEndsOn: "2020-01" } });
    expect((await patch(jar, debt.id, { name: "Old promo", deferredInterest: false })).status).toBe(200);
    expect(await (await patch(jar, debt.id, { promoRate: null })).json()).toMatchObject({
      promoRate: null,
      promoEndsOn: null,
    });
  });

  it("a new rate for a promo whose last month is past answers 400 on the month, as a past month on create", async () => {
    const { jar } = await signUpAs();
    const debt = await debtWithPromo(jar);
    await db.debt.update({ where: { id: debt.id }, data: { promoEndsOn: "2020-01" } });
    const before = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    await expectFieldError(
      await patch(jar, debt.id, { promoRate: "5" }),
      "promoEndsOn",
      "Promo end month cannot be in the past",
    );
    await expectFieldError(
      await patch(jar, debt.id, { deferredInterest: true, promoRate: "0.5" }),
      "promoEndsOn",
      "Promo end month cannot be in the past",
    );
    expect(await db.debt.findUniqueOrThrow({ where: { id: debt.id } })).toEqual(before);
    // A new last month makes it a promo again.
    expect((await patch(jar, debt.id, { promoRate: "5", promoEndsOn: NEXT_YEAR })).status).toBe(200);
  });

  it("another user's debt stays a 404 whatever the promo fields say", async () => {
    const owner = await signUpAs();
    const other = await signUpAs();
    const debt = await debtWithPromo(owner.jar);
    expect((await patch(other.jar, debt.id, { promoRate: null })).status).toBe(404);
    expect((await patch(other.jar, debt.id, { deferredInterest: true })).status).toBe(404);
    expect(await list(owner.jar)).toEqual([debt]);
  });
});
