import { signUp } from "@/tests/support/users";
import { GET as listDebtsRoute, POST as createDebtRoute } from "@/app/api/debts/route";
import { DELETE as deleteDebtRoute, PATCH as patchDebtRoute } from "@/app/api/debts/[id]/route";
import { db } from "@/lib/db";
import { toDebtDto } from "@/lib/debts/stored";
import { createDebt, listDebts } from "@/lib/debts/service";
import { ZCreateDebt } from "@/lib/validations/debts";
import type { DebtDto } from "@/lib/debts/types";
import { PLAIN_DEBT_FIELDS } from "@/tests/support/debt-fields";
import { CookieJar, callRoute } from "@/tests/support/route-client";

const signUpAs = (plan: "free" | "basic" | "pro" = "free") => signUp({ plan, prefix: "debts", firstName: "Dee" });

const VISA = { name: "Visa", balance: "5000", interestRate: "18.99", minPayment: "150" };
const LOAN = { name: "Student Loan", balance: 7500, interestRate: 4.75, minPayment: 150 };

const post = (jar: CookieJar, json: unknown) => callRoute(createDebtRoute, { path: "/api/debts", json, jar });
const list = async (jar: CookieJar) =>
  (await (await callRoute(listDebtsRoute, { path: "/api/debts", jar })).json()) as DebtDto[];
const patch = (jar: CookieJar, id: string, json: unknown) =>
  callRoute(patchDebtRoute, { method: "PATCH", path: `/api/debts/${id}`, json, jar, params: { id } });
const remove = (jar: CookieJar, id: string) =>
  callRoute(deleteDebtRoute, { method: "DELETE", path: `/api/debts/${id}`, jar, params: { id } });

afterAll(async () => {
  await db.$disconnect();
});

describe("debts CRUD", () => {
  it("creates a debt (201) with normalised decimal strings and lists it", async () => {
    const { jar } = await signUpAs();
    const res = await post(jar, VISA);
    expect(res.status).toBe(201);
    const debt = (await res.json()) as DebtDto;
    expect(debt).toEqual({
      id: expect.any(String),
      name: "Visa",
      balance: "5000.00",
      originalBalance: "5000.00",
      interestRate: "18.99",
      minPayment: "150.00",
      ...PLAIN_DEBT_FIELDS,
      createdAt: expect.any(String),
    });
    expect(await list(jar)).toEqual([debt]);
  });

  it("accepts numbers on the wire and keeps the order debts were added", async () => {
    const { jar } = await signUpAs("basic");
    await post(jar, VISA);
    const res = await post(jar, { ...LOAN, dueDay: 15 });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      balance: "7500.00",
      interestRate: "4.75",
      minPayment: "150.00",
      dueDay: 15,
    });
    expect((await list(jar)).map((d) => d.name)).toEqual(["Visa", "Student Loan"]);
  });

  it("answers 400 with the spec's messages per field", async () => {
    const { jar } = await signUpAs();
    const res = await post(jar, { name: " ", balance: "-5", interestRate: "", minPayment: "abc" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
    expect(body.error.code).toBe("bad_request");
    expect(body.error.issues).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Debt name is required" },
        { path: "balance", message: "Must be a positive number" },
        { path: "interestRate", message: "Interest rate is required" },
        { path: "minPayment", message: "Must be a positive number" },
      ]),
    );
    const missing = await post(jar, {});
    const issues = ((await missing.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "balance", message: "Balance is required" },
        { path: "minPayment", message: "Minimum payment is required" },
      ]),
    );
    expect(await list(jar)).toEqual([]);
  });

  it("PATCH corrects fields; a balance typo fix (no payments yet) also corrects originalBalance", async () => {
    const { jar } = await signUpAs();
    const debt = (await (await post(jar, VISA)).json()) as DebtDto;
    const res = await patch(jar, debt.id, { balance: "4500", interestRate: "21.5" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: debt.id,
      name: "Visa",
      balance: "4500.00",
      originalBalance: "4500.00",
      interestRate: "21.50",
    });

    const renamed = await patch(jar, debt.id, { name: "Visa Platinum" });
    expect(await renamed.json()).toMatchObject({ name: "Visa Platinum", balance: "4500.00" });

    const empty = await patch(jar, debt.id, {});
    expect(empty.status).toBe(400);
    const bad = await patch(jar, debt.id, { minPayment: "0" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { issues: [{ path: "minPayment", message: "Must be a positive number" }] },
    });
  });

  it("PATCH of the balance after payments keeps originalBalance (progress), raising it only for new charges", async () => {
    const { jar, userId } = await signUpAs();
    const debt = (await (await post(jar, VISA)).json()) as DebtDto;
    await db.$transaction([
      db.payment.create({ data: { debtId: debt.id, userId, amount: "500", paymentDate: new Date("2026-01-15") } }),
      db.debt.update({ where: { id: debt.id }, data: { balance: "4500" } }),
    ]);
    expect(await (await patch(jar, debt.id, { balance: "4400" })).json()).toMatchObject({
      balance: "4400.00",
      originalBalance: "5000.00",
    });
    expect(await (await patch(jar, debt.id, { balance: "5200" })).json()).toMatchObject({
      balance: "5200.00",
      originalBalance: "5200.00",
    });
  });

  it("DELETE answers 204 with an empty body and removes the debt", async () => {
    const { jar } = await signUpAs();
    const debt = (await (await post(jar, VISA)).json()) as DebtDto;
    const res = await remove(jar, debt.id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await list(jar)).toEqual([]);
    expect((await remove(jar, debt.id)).status).toBe(404);
  });

  it("ignores userId and id sent in the body (mass assignment)", async () => {
    const victim = await signUpAs();
    const { jar, userId } = await signUpAs();
    const res = await post(jar, {
      ...VISA,
      id: "my-own-id",
      userId: victim.userId,
      originalBalance: "1",
      closedAt: new Date().toISOString(),
    });
    expect(res.status).toBe(201);
    const debt = (await res.json()) as DebtDto;
    expect(debt.id).not.toBe("my-own-id");
    expect(debt.originalBalance).toBe("5000.00");
    expect(debt.isClosed).toBe(false);
    const row = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    expect(row.userId).toBe(userId);
    expect(await list(victim.jar)).toEqual([]);

    const patched = await patch(jar, debt.id, { name: "Mine", userId: victim.userId, id: "x" });
    expect(patched.status).toBe(200);
    expect((await db.debt.findUniqueOrThrow({ where: { id: debt.id } })).userId).toBe(userId);
  });

  it("answers 401 when signed out", async () => {
    const jar = new CookieJar();
    expect((await callRoute(listDebtsRoute, { path: "/api/debts", jar })).status).toBe(401);
    expect((await post(jar, VISA)).status).toBe(401);
    expect((await patch(jar, "anything", { name: "x" })).status).toBe(401);
    expect((await remove(jar, "anything")).status).toBe(401);
  });
});

describe("plan limits", () => {
  it("Free: a second debt answers 403 plan_limit pointing to an upgrade", async () => {
    const { jar } = await signUpAs();
    expect((await post(jar, VISA)).status).toBe(201);
    const res = await post(jar, LOAN);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: "plan_limit", message: "The Free plan tracks 1 debt. Upgrade to Basic or Pro to add more debts." },
    });
    expect(await list(jar)).toHaveLength(1);
  });

  it("Free: two concurrent POSTs leave exactly one debt", async () => {
    const { jar, userId } = await signUpAs();
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => post(jar, { ...VISA, name: `Card ${i}` })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403]);
    expect(await db.debt.count({ where: { userId } })).toBe(1);
  });

  it("Free: concurrent creates through the service never both pass (row lock on the user)", async () => {
    // Without the route's session lookups in between, the two transactions overlap reliably: without the
    // SELECT ... FOR NO KEY UPDATE on the user this test fails in most rounds.
    for (let round = 0; round < 5; round++) {
      const { userId } = await signUpAs();
      const input = { name: "Card", balance: "10.00", interestRate: "1.000", minPayment: "1.00" };
      const results = await Promise.allSettled([createDebt(userId, input), createDebt(userId, input)]);
      expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
      expect(await db.debt.count({ where: { userId } })).toBe(1);
    }
  });

  it("Free: a paid-off debt frees the slot; re-opening it by PATCH counts as adding one", async () => {
    const { jar } = await signUpAs();
    const first = (await (await post(jar, VISA)).json()) as DebtDto;
    await db.debt.update({ where: { id: first.id }, data: { balance: "0", closedAt: new Date() } });
    expect((await post(jar, LOAN)).status).toBe(201);
    const reopen = await patch(jar, first.id, { balance: "100" });
    expect(reopen.status).toBe(403);
    expect(await reopen.json()).toMatchObject({ error: { code: "plan_limit" } });
    expect((await patch(jar, first.id, { name: "Old Visa" })).status).toBe(200);
  });

  it.each(["basic", "pro"] as const)("%s: unlimited debts", async (plan) => {
    const { jar } = await signUpAs(plan);
    for (let i = 0; i < 5; i++) expect((await post(jar, { ...VISA, name: `Card ${i}` })).status).toBe(201);
    expect(await list(jar)).toHaveLength(5);
  });
});

describe("the list's own read (plain SQL)", () => {
  it("answers byte for byte what Prisma's rows of the same debts map to: archived left out, by position, then added, then id", async () => {
    const { userId } = await signUpAs("pro");
    const promoEnds = `${new Date().getUTCFullYear() + 1}-06`;
    const inputs = [
      VISA,
      { ...LOAN, dueDay: 15, kind: "student" },
      {
        name: "Store card",
        balance: "850.5",
        interestRate: "29.125",
        minPayment: "35",
        promoRate: "0",
        promoEndsOn: promoEnds,
        deferredInterest: true,
        creditLimit: "1200.5",
        payeeWords: ["STORE CARD PMT", "SYNCB"],
      },
      { name: "Archived", balance: "10", interestRate: "5", minPayment: "10" },
      { name: "Paid off", balance: "99.99", interestRate: "12.5", minPayment: "10" },
    ];
    const made: DebtDto[] = [];
    for (const input of inputs) made.push(await createDebt(userId, ZCreateDebt.parse(input)));
    const [v, l, s, a, p] = made.map((d) => d.id) as [string, string, string, string, string];
    const tie = new Date("2026-01-02T03:04:05.678Z");
    await db.debt.update({ where: { id: a }, data: { archivedAt: new Date(), nextInterestOn: null } });
    await db.debt.update({
      where: { id: p },
      data: { balance: "0", closedAt: new Date("2026-02-03T04:05:06.007Z"), nextInterestOn: null, position: 0 },
    });
    // Visa and the loan: the same position and the same instant, so the id decides; the store card comes first.
    await db.debt.update({ where: { id: v }, data: { position: 5, createdAt: tie } });
    await db.debt.update({ where: { id: l }, data: { position: 5, createdAt: tie } });
    await db.debt.update({ where: { id: s }, data: { position: -1 } });

    const listed = await listDebts(userId);
    const viaPrisma = (
      await db.debt.findMany({
        where: { userId, archivedAt: null },
        orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      })
    ).map(toDebtDto);
    expect(JSON.stringify(listed)).toBe(JSON.stringify(viaPrisma));
    expect(listed.map((d) => d.id)).toEqual([s, p, ...[v, l].sort()]);
    expect(listed.find((d) => d.id === s)).toMatchObject({
      interestRate: "29.125",
      promoRate: "0.00",
      promoEndsOn: promoEnds,
      deferredInterest: true,
      balance: "850.50",
      creditLimit: "1200.50",
      payeeWords: ["STORE CARD PMT", "SYNCB"],
    });
    expect(listed.find((d) => d.id === p)).toMatchObject({ isClosed: true, balance: "0.00", originalBalance: "99.99" });
    expect(listed.find((d) => d.id === v)!.createdAt).toBe(tie.toISOString());
  });
});

describe('credit limit and payee words (docs/product-rules.md "Credit limits and utilization")', () => {
  const issuesOf = async (res: Response) =>
    ((await res.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues;

  it("round trip: POST keeps both, trimmed and deduplicated case-insensitively; PATCH changes and clears them", async () => {
    const { jar, userId } = await signUpAs();
    const res = await post(jar, {
      ...VISA,
      kind: "credit_card",
      creditLimit: "$10,000",
      payeeWords: ["  CAPITAL ONE ", "capital one", "CAP1 AUTOPAY", ""],
    });
    expect(res.status).toBe(201);
    const debt = (await res.json()) as DebtDto;
    expect(debt).toMatchObject({ creditLimit: "10000.00", payeeWords: ["CAPITAL ONE", "CAP1 AUTOPAY"] });
    expect(await list(jar)).toEqual([debt]);
    expect(await db.debt.findUniqueOrThrow({ where: { id: debt.id } })).toMatchObject({
      payeeWords: ["CAPITAL ONE", "CAP1 AUTOPAY"],
    });

    // The form's field: one comma-separated text.
    expect(await (await patch(jar, debt.id, { payeeWords: "NAVIENT, navient,  SLM " })).json()).toMatchObject({
      payeeWords: ["NAVIENT", "SLM"],
      creditLimit: "10000.00",
    });
    // A PATCH without them leaves both as they are.
    expect(await (await patch(jar, debt.id, { name: "Venture" })).json()).toMatchObject({
      creditLimit: "10000.00",
      payeeWords: ["NAVIENT", "SLM"],
    });
    expect(await (await patch(jar, debt.id, { creditLimit: 7500.5 })).json()).toMatchObject({ creditLimit: "7500.50" });
    // null or "" clears the limit; null or [] clears the words.
    expect(await (await patch(jar, debt.id, { creditLimit: "", payeeWords: [] })).json()).toMatchObject({
      creditLimit: null,
      payeeWords: [],
    });
    await patch(jar, debt.id, { creditLimit: "500", payeeWords: ["AB"] });
    expect(await (await patch(jar, debt.id, { creditLimit: null, payeeWords: null })).json()).toMatchObject({
      creditLimit: null,
      payeeWords: [],
    });
    expect(await db.debt.findUniqueOrThrow({ where: { id: debt.id } })).toMatchObject({
      userId,
      creditLimit: null,
      payeeWords: [],
    });
  });

  it("a limit is allowed on any kind of debt", async () => {
    const { jar } = await signUpAs();
    const res = await post(jar, { ...LOAN, kind: "student", creditLimit: 8000 });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: "student", creditLimit: "8000.00" });
  });

  it.each([
    [{ creditLimit: "0" }, "creditLimit", "Credit limit must be a positive amount"],
    [{ creditLimit: "-100" }, "creditLimit", "Credit limit must be a positive amount"],
    [{ creditLimit: "12.345" }, "creditLimit", "Credit limit must be a positive amount"],
    [{ creditLimit: "lots" }, "creditLimit", "Credit limit must be a positive amount"],
    [{ creditLimit: true }, "creditLimit", "Credit limit must be a positive amount"],
    [{ payeeWords: ["A"] }, "payeeWords", "Each payee word must be 2 to 40 characters"],
    [{ payeeWords: ["X".repeat(41)] }, "payeeWords", "Each payee word must be 2 to 40 characters"],
    [{ payeeWords: ["NAVI\nENT"] }, "payeeWords", "Payee words cannot contain line breaks or control characters"],
    [{ payeeWords: Array.from({ length: 11 }, (_, i) => `WORD ${i}`) }, "payeeWords", "List at most 10 payee words"],
    [{ payeeWords: [12] }, "payeeWords", "Payee words must be a list of words, or words separated by commas"],
    [{ payeeWords: 12 }, "payeeWords", "Payee words must be a list of words, or words separated by commas"],
  ])("400 names the field: %j", async (fields, path, message) => {
    const { jar } = await signUpAs();
    const res = await post(jar, { ...VISA, ...fields });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual([{ path: expect.stringMatching(new RegExp(`^${path}`)), message }]);
    expect(await list(jar)).toEqual([]);

    const debt = (await (await post(jar, VISA)).json()) as DebtDto;
    const bad = await patch(jar, debt.id, fields);
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual([{ path: expect.stringMatching(new RegExp(`^${path}`)), message }]);
    expect(await list(jar)).toEqual([debt]);
  });

  it("ten words after removing repeats are fine", async () => {
    const { jar } = await signUpAs();
    const words = [...Array.from({ length: 10 }, (_, i) => `WORD ${i}`), "word 0"];
    const res = await post(jar, { ...VISA, payeeWords: words });
    expect(res.status).toBe(201);
    expect(((await res.json()) as DebtDto).payeeWords).toHaveLength(10);
  });
});

describe("owner scoping", () => {
  it("another user's debt is never listed and answers 404 to PATCH and DELETE", async () => {
    const owner = await signUpAs();
    const other = await signUpAs();
    const debt = (await (await post(owner.jar, VISA)).json()) as DebtDto;

    expect(await list(other.jar)).toEqual([]);
    const patchRes = await patch(other.jar, debt.id, { balance: "1" });
    expect(patchRes.status).toBe(404);
    expect(await patchRes.json()).toEqual({ error: { code: "not_found", message: "Debt not found" } });
    expect((await remove(other.jar, debt.id)).status).toBe(404);

    const unchanged = await list(owner.jar);
    expect(unchanged).toEqual([debt]);
  });

  it("an unknown id answers 404", async () => {
    const { jar } = await signUpAs();
    expect((await patch(jar, "does-not-exist", { name: "x" })).status).toBe(404);
    expect((await remove(jar, "does-not-exist")).status).toBe(404);
  });
});
