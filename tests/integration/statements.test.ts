import { GET as listDebtsRoute, POST as createDebtRoute } from "@/app/api/debts/route";
import { DELETE as deleteDebtRoute } from "@/app/api/debts/[id]/route";
import { POST as statementRoute } from "@/app/api/debts/[id]/statement/route";
import { GET as listPaymentsRoute } from "@/app/api/payments/route";
import { POST as logRoute } from "@/app/api/payments/log/route";
import { GET as thisMonthRoute } from "@/app/api/plan/this-month/route";
import { dateFromDay } from "@/lib/dates";
import { db } from "@/lib/db";
import type { DebtDto, StatementResultDto } from "@/lib/debts/types";
import { ledgerBalanceCents } from "@/lib/ledger/service";
import { monthlyInterestCents } from "@/lib/payoff/interest";
import { decimalToCents, formatCents } from "@/lib/payoff/money";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { day } from "@/tests/support/calendar";

// docs/product-rules.md "The balance ledger": "Update from statement" records the difference from the lender's balance
// as a correction on the statement's day (interest and fees, or payments DebtWise didn't know about) and charges the
// months after it again; removing a debt that has payments archives it: its history stays, it leaves lists, plans and
// limits.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

async function addDebt(jar: CookieJar, balance = "1000.00", interestRate = "0", name = "Card"): Promise<DebtDto> {
  const res = await callRoute(createDebtRoute, {
    path: "/api/debts",
    json: { name, balance, interestRate, minPayment: "25", dueDay: 1 },
    jar,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as DebtDto;
}

const statement = (jar: CookieJar, id: string, json: unknown) =>
  callRoute(statementRoute, { path: `/api/debts/${id}/statement`, json, jar, params: { id } });

/** Removes a debt as its Delete button does (DELETE /api/debts/{id}). */
const removeDebt = (jar: CookieJar, id: string) =>
  callRoute(deleteDebtRoute, { method: "DELETE", path: `/api/debts/${id}`, jar, params: { id } });

async function listDebts(jar: CookieJar): Promise<DebtDto[]> {
  return (await (await callRoute(listDebtsRoute, { path: "/api/debts", jar })).json()) as DebtDto[];
}

async function expectBalanceIsLedgerSum(debtId: string) {
  const debt = await db.debt.findUniqueOrThrow({ where: { id: debtId } });
  expect(decimalToCents(debt.balance)).toBe(await ledgerBalanceCents(db, debtId));
}

describe("POST /api/debts/{id}/statement", () => {
  it("records more owed as interest and fees, less as payments we didn't know about, and nothing when it matches", async () => {
    const { jar } = await signUp({ prefix: "stmt" });
    const debt = await addDebt(jar);

    const higher = await statement(jar, debt.id, { balance: "1042.17", date: day() });
    expect(higher.status).toBe(200);
    expect(await higher.json()).toMatchObject({
      debt: { id: debt.id, balance: "1042.17", originalBalance: "1042.17" },
      correction: { amount: "42.17", kind: "interest_and_fees", label: "Interest and fees from your statement" },
    } satisfies Partial<Record<keyof StatementResultDto, unknown>>);

    const lower = (await (await statement(jar, debt.id, { balance: "900", date: day() })).json()) as StatementResultDto;
    expect(lower.correction).toMatchObject({ amount: "-142.17", kind: "unknown_payments" });
    expect(lower.debt.balance).toBe("900.00");

    const same = (await (
      await statement(jar, debt.id, { balance: "$900.00", date: day() })
    ).json()) as StatementResultDto;
    expect(same.correction).toBeNull();
    expect(await db.ledgerEntry.count({ where: { debtId: debt.id, kind: "correction" } })).toBe(2);
    await expectBalanceIsLedgerSum(debt.id);
  });

  it("a statement dated in the past corrects that day, and the interest charged since is charged again", async () => {
    const { jar, userId } = await signUp({ prefix: "stmt-past" });
    const debt = await addDebt(jar, "5000.00", "18");
    // As if the balance had been entered 70 days ago.
    const openedOn = day(-70);
    await db.ledgerEntry.updateMany({
      where: { debtId: debt.id, kind: "opening" },
      data: { effectiveOn: dateFromDay(openedOn) },
    });
    const firstDue = `${openedOn.slice(0, 7)}-01` > openedOn ? `${openedOn.slice(0, 7)}-01` : nextMonthFirst(openedOn);
    await db.debt.update({ where: { id: debt.id }, data: { nextInterestOn: dateFromDay(firstDue) } });
    await listDebts(jar); // charges the months since

    const res = await statement(jar, debt.id, { balance: "4000.00", date: day(-69) });
    expect(res.status).toBe(200);
    const interest = await db.ledgerEntry.findMany({
      where: { debtId: debt.id, kind: "interest" },
      orderBy: { effectiveOn: "asc" },
    });
    let balance = 400_000;
    for (const row of interest) {
      const cents = monthlyInterestCents(balance, 1800);
      expect(decimalToCents(row.amount)).toBe(cents);
      balance += cents;
    }
    expect(((await res.json()) as StatementResultDto).debt.balance).toBe(formatCents(balance));
    await expectBalanceIsLedgerSum(debt.id);
    expect(userId).toBeTruthy();
  });

  it("a zero statement pays the debt off; a later one showing money owed opens it again, within the plan's limit", async () => {
    const { jar } = await signUp({ prefix: "stmt-close" }); // Free: one open debt
    const debt = await addDebt(jar, "100.00");
    const closed = (await (await statement(jar, debt.id, { balance: "0", date: day() })).json()) as StatementResultDto;
    expect(closed.debt).toMatchObject({ balance: "0.00", isClosed: true });

    // The freed slot holds another debt now, so opening this one again would be a second open debt on Free.
    await addDebt(jar, "50.00", "0", "Store card");
    const refused = await statement(jar, debt.id, { balance: "20.00", date: day() });
    expect(refused.status).toBe(403);
    expect((await db.debt.findUniqueOrThrow({ where: { id: debt.id } })).balance.toFixed(2)).toBe("0.00");
  });

  it("400 for a future date, a date before the balance was entered, or a negative balance; 404 for another user's debt", async () => {
    const { jar } = await signUp({ prefix: "stmt-bad" });
    const other = await signUp({ prefix: "stmt-other" });
    const debt = await addDebt(jar);
    for (const [json, field] of [
      [{ balance: "10", date: day(3) }, "date"],
      [{ balance: "10", date: day(-2) }, "date"],
      [{ balance: "-5", date: day() }, "balance"],
      [{ balance: "10" }, "date"],
    ] as const) {
      const res = await statement(jar, debt.id, json);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { issues: { path: string }[] } };
      expect(body.error.issues[0]!.path).toBe(field);
    }
    expect((await statement(other.jar, debt.id, { balance: "10", date: day() })).status).toBe(404);
    expect(await db.ledgerEntry.count({ where: { debtId: debt.id, kind: "correction" } })).toBe(0);
  });
});

describe("removing a debt", () => {
  it("with payments: archived, its history kept, out of lists, this month's plan and the debt limit", async () => {
    const { jar, userId } = await signUp({ prefix: "archive" });
    const debt = await addDebt(jar);
    const paid = await callRoute(logRoute, {
      path: "/api/payments/log",
      json: { debtId: debt.id, amount: "100", paymentDate: day() },
      jar,
    });
    expect(paid.status).toBe(200);

    const res = await removeDebt(jar, debt.id);
    expect(res.status).toBe(204);
    expect(await listDebts(jar)).toEqual([]);
    expect((await db.debt.findUniqueOrThrow({ where: { id: debt.id } })).archivedAt).not.toBeNull();
    // The history stays.
    const payments = (await (await callRoute(listPaymentsRoute, { path: "/api/payments", jar })).json()) as {
      debtId: string;
    }[];
    expect(payments.map((p) => p.debtId)).toEqual([debt.id]);
    expect(await db.gamificationEvent.count({ where: { userId, type: "payment_logged" } })).toBe(1);
    // Out of this month's plan and of the Free plan's one-debt limit; no more payments or statements.
    const month = (await (await callRoute(thisMonthRoute, { path: "/api/plan/this-month", jar })).json()) as {
      debts: unknown[];
    };
    expect(month.debts).toEqual([]);
    await addDebt(jar, "200.00", "0", "Next card");
    const more = await callRoute(logRoute, {
      path: "/api/payments/log",
      json: { debtId: debt.id, amount: "10", paymentDate: day() },
      jar,
    });
    expect(more.status).toBe(404);
    expect((await statement(jar, debt.id, { balance: "10", date: day() })).status).toBe(404);
    // Removing it again: it is already gone.
    expect((await removeDebt(jar, debt.id)).status).toBe(404);
  });

  it("without payments: deleted with its ledger", async () => {
    const { jar } = await signUp({ prefix: "remove" });
    const debt = await addDebt(jar);
    expect((await removeDebt(jar, debt.id)).status).toBe(204);
    expect(await db.debt.count({ where: { id: debt.id } })).toBe(0);
    expect(await db.ledgerEntry.count({ where: { debtId: debt.id } })).toBe(0);
  });
});

function nextMonthFirst(dayText: string): string {
  const [y, m] = dayText.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}
