import { POST as createDebtRoute } from "@/app/api/debts/route";
import { GET as listImportsRoute, POST as uploadRoute } from "@/app/api/imports/route";
import { DELETE as discardRoute, GET as getImportRoute, PATCH as remapRoute } from "@/app/api/imports/[id]/route";
import { POST as applyRoute } from "@/app/api/imports/[id]/apply/route";
import { POST as undoRoute } from "@/app/api/imports/[id]/undo/route";
import { POST as logRoute } from "@/app/api/payments/log/route";
import { PUT as savePlanRoute } from "@/app/api/plan/route";
import { GET as thisMonthRoute } from "@/app/api/plan/this-month/route";
import { setClockOffsetMs } from "@/lib/clock";
import { dayNumber, todayUtc } from "@/lib/dates";
import { db } from "@/lib/db";
import type { DebtDto } from "@/lib/debts/types";
import type { ApplyResultDto, ImportDto, ImportSummaryDto } from "@/lib/imports/types";
import { ledgerBalanceCents } from "@/lib/ledger/service";
import type { ThisMonthDto } from "@/lib/plan/types";
import { decimalToCents } from "@/lib/payoff/money";
import { importFixture, nextLongMonth, type ImportFixture } from "@/tests/support/import-fixtures";
import { CookieJar, callRoute, expectJson } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// docs/product-rules.md "Importing bank and card files": a month of upkeep from the banks' own files. Six real
// layouts (two checking accounts' CSVs, one with no header; two card issuers' CSVs with opposite signs; an OFX 1.x
// and an OFX 2.x card statement) are read, reviewed, applied through the ledger, imported again (nothing doubles)
// and undone.

jest.setTimeout(120_000);

afterAll(async () => {
  await db.$disconnect();
});

const DAY_MS = 86_400_000;

/** Moves the product's clock to `day` (forward only). */
function clockTo(day: string): void {
  setClockOffsetMs((dayNumber(day) - dayNumber(todayUtc(new Date()))) * DAY_MS);
}

async function addDebt(jar: CookieJar, json: Record<string, unknown>): Promise<DebtDto> {
  return expectJson<DebtDto>(
    await callRoute(createDebtRoute, { path: "/api/debts", json: { minPayment: "25", dueDay: 5, ...json }, jar }),
    201,
  );
}

function upload(jar: CookieJar, name: string, text: string | Uint8Array, debtId?: string): Promise<Response> {
  const form = new FormData();
  form.set("file", new File([text as BlobPart], name, { type: "text/plain" }));
  if (debtId) form.set("debtId", debtId);
  return callRoute(uploadRoute, { method: "POST", path: "/api/imports", formData: form, jar });
}

async function uploadFixture(jar: CookieJar, name: ImportFixture, month: string, debtId?: string) {
  return expectJson<ImportDto>(await upload(jar, name, importFixture(name, month), debtId), 201);
}

const apply = (jar: CookieJar, id: string, rows: { rowId: string; action: string; debtId?: string | null }[]) =>
  callRoute(applyRoute, { method: "POST", path: `/api/imports/${id}/apply`, json: { rows }, jar, params: { id } });

/** Applies every row as the review suggests (what one click on Apply does). */
async function applyDefaults(jar: CookieJar, imp: ImportDto): Promise<ApplyResultDto> {
  const rows = imp.rows.map((r) => ({ rowId: r.rowId, action: r.defaultAction, debtId: r.suggestedDebtId }));
  return expectJson<ApplyResultDto>(await apply(jar, imp.id, rows));
}

async function balanceOf(debtId: string): Promise<string> {
  const debt = await db.debt.findUniqueOrThrow({ where: { id: debtId } });
  expect(decimalToCents(debt.balance)).toBe(await ledgerBalanceCents(db, debtId));
  return debt.balance.toFixed(2);
}

describe("a month of upkeep from bank and card files", () => {
  it("reads six layouts, applies them through the ledger to the cent, and nothing doubles when imported again", async () => {
    const month = nextLongMonth(todayUtc());
    clockTo(`${month}-01`);
    const { jar, userId } = await signUp({ plan: "pro", prefix: "imports" });
    const chase = await addDebt(jar, {
      name: "Chase Freedom",
      balance: "2000",
      interestRate: "24",
      kind: "credit_card",
    });
    await db.debt.update({ where: { id: chase.id }, data: { payeeWords: ["CHASE CREDIT CRD"] } });
    const discover = await addDebt(jar, { name: "Discover It", balance: "2500", interestRate: "20" });
    const navient = await addDebt(jar, { name: "Navient", balance: "15000", interestRate: "6", minPayment: "212.34" });
    const amex = await addDebt(jar, { name: "Amex Blue", balance: "1500", interestRate: "27" });
    const capitalOne = await addDebt(jar, { name: "Capital One Quicksilver", balance: "800", interestRate: "22" });
    const citi = await addDebt(jar, { name: "Citi Double Cash", balance: "3000", interestRate: "19" });
    await expectJson(
      await callRoute(savePlanRoute, {
        method: "PUT",
        path: "/api/plan",
        json: { strategy: "avalanche", extraPayment: "100" },
        jar,
      }),
    );
    // The month's last day: every line is in the past, and each debt was charged one month of interest (the 5th).
    clockTo(`${month}-31`);

    // Chase checking (header, negative out): three payments found by payee words and debts' names.
    const checking = await uploadFixture(jar, "chase-checking.csv", month);
    expect(checking.format).toBe("csv");
    const byDescription = (imp: ImportDto, start: string) => imp.rows.find((r) => r.description.startsWith(start))!;
    expect(byDescription(checking, "CHASE CREDIT CRD")).toMatchObject({
      kind: "payment",
      suggestedDebtId: chase.id,
      amount: "-250.00",
      defaultAction: "payment",
    });
    expect(byDescription(checking, "CHASE CREDIT CRD").reason).toContain('"CHASE CREDIT CRD"');
    expect(byDescription(checking, "DISCOVER")).toMatchObject({ suggestedDebtId: discover.id });
    expect(byDescription(checking, "NAVIENT")).toMatchObject({ suggestedDebtId: navient.id });
    expect(byDescription(checking, "ACME PAYROLL")).toMatchObject({ kind: "other", defaultAction: "ignore" });
    // Nothing is written before Apply.
    expect(await db.payment.count({ where: { userId } })).toBe(0);
    expect(await applyDefaults(jar, checking)).toEqual({ applied: 3, skipped: 3, duplicates: 0 });

    // Wells Fargo checking (no header): the transfer to the Capital One card.
    const wells = await uploadFixture(jar, "wells-fargo-checking.csv", month);
    expect(byDescription(wells, "ONLINE TRANSFER")).toMatchObject({ suggestedDebtId: capitalOne.id });
    expect(await applyDefaults(jar, wells)).toEqual({ applied: 1, skipped: 3, duplicates: 0 });

    // Amex's own CSV (purchases positive): charges, a fee, the month's interest and the autopay.
    const amexFile = await uploadFixture(jar, "amex-card.csv", month, amex.id);
    expect(amexFile.rows.map((r) => r.kind)).toEqual(["payment", "charge", "charge", "interest", "fee", "charge"]);
    expect(await applyDefaults(jar, amexFile)).toEqual({ applied: 6, skipped: 0, duplicates: 0 });

    // Capital One's own CSV (debit and credit columns): the refund is not applied unless chosen.
    const capitalFile = await uploadFixture(jar, "capital-one-card.csv", month, capitalOne.id);
    expect(byDescription(capitalFile, "RETURN")).toMatchObject({ kind: "other", defaultAction: "ignore" });
    expect(await applyDefaults(jar, capitalFile)).toEqual({ applied: 3, skipped: 1, duplicates: 0 });

    // Discover's OFX 1.x: its payment is the one the checking file already logged; its closing balance is recorded.
    const discoverFile = await uploadFixture(jar, "discover-card.ofx", month, discover.id);
    expect(discoverFile.format).toBe("ofx");
    expect(byDescription(discoverFile, "INTERNET PAYMENT").duplicateOf).toMatchObject({ kind: "typed" });
    expect(discoverFile.rows.at(-1)).toMatchObject({ rowId: "balance", kind: "balance", amount: "-2412.66" });
    expect(await applyDefaults(jar, discoverFile)).toEqual({ applied: 3, skipped: 1, duplicates: 0 });

    // Citi's OFX 2.x (QFX).
    const citiFile = await uploadFixture(jar, "citi-card.qfx", month, citi.id);
    expect(await applyDefaults(jar, citiFile)).toEqual({ applied: 4, skipped: 0, duplicates: 0 });

    // Balances to the cent (docs/product-rules.md "The balance ledger": interest on the 5th, then the lines).
    // Chase: 2,000 + 40.00 interest (2,000 x 24% / 12) - 250 = 1,790.00.
    expect(await balanceOf(chase.id)).toBe("1790.00");
    // Navient: 15,000 + 75.00 - 212.34.
    expect(await balanceOf(navient.id)).toBe("14862.66");
    // Amex: the bank's 31.07 interest replaces DebtWise's 56.81 (2,524.99 x 27% / 12):
    // 1,500 + 1,024.99 + 39 + 18.40 + 54.21 + 31.07 - 300.
    expect(await balanceOf(amex.id)).toBe("2367.67");
    // Capital One: 800 + 14.67 + 67.89 + 42.10 - 250 - 150 (the refund ignored).
    expect(await balanceOf(capitalOne.id)).toBe("524.66");
    // The OFX statements' closing balances.
    expect(await balanceOf(discover.id)).toBe("2412.66");
    expect(await balanceOf(citi.id)).toBe("3108.52");

    // The interest split: Amex's autopay pays the bank's interest and the late fee first (31.07 + 39.00).
    const amexPayment = await db.payment.findFirstOrThrow({ where: { debtId: amex.id } });
    expect(amexPayment.interestPortion.toFixed(2)).toBe("70.07");
    expect(amexPayment.principalPortion.toFixed(2)).toBe("229.93");
    const chasePayment = await db.payment.findFirstOrThrow({ where: { debtId: chase.id } });
    expect([chasePayment.interestPortion.toFixed(2), chasePayment.principalPortion.toFixed(2)]).toEqual([
      "40.00",
      "210.00",
    ]);
    // One payment per real payment: the Discover payment seen in two files is logged once.
    expect(await db.payment.count({ where: { userId } })).toBe(7);

    // This month: what was paid to each debt.
    const thisMonth = await expectJson<ThisMonthDto>(
      await callRoute(thisMonthRoute, { path: "/api/plan/this-month", jar }),
    );
    const paid = Object.fromEntries(thisMonth.debts.map((d) => [d.name, d.paid]));
    expect(paid).toEqual({
      "Chase Freedom": "250.00",
      "Discover It": "180.00",
      Navient: "212.34",
      "Amex Blue": "300.00",
      "Capital One Quicksilver": "400.00",
      "Citi Double Cash": "225.00",
    });
    expect(thisMonth.totalPaid).toBe("1567.34");

    // Imported again (overlapping or the same file): every line is a known duplicate, and applying adds nothing.
    const before = await db.ledgerEntry.count({ where: { userId } });
    for (const [name, debtId] of [
      ["chase-checking.csv", undefined],
      ["wells-fargo-checking.csv", undefined],
      ["amex-card.csv", amex.id],
      ["capital-one-card.csv", capitalOne.id],
      ["discover-card.ofx", discover.id],
      ["citi-card.qfx", citi.id],
    ] as const) {
      const again = await uploadFixture(jar, name, month, debtId);
      const applicable = again.rows.filter((r) => r.suggestedDebtId && r.kind !== "other");
      // Each line applied before is "imported"; Discover's payment, logged from the checking file, is "typed".
      for (const row of applicable) expect([row.description, row.duplicateOf?.kind ?? null]).not.toContainEqual(null);
      expect(again.rows.every((r) => r.defaultAction === "ignore")).toBe(true);
      // Even forcing the suggestions through applies nothing twice.
      const forced = await expectJson<ApplyResultDto>(
        await apply(
          jar,
          again.id,
          applicable.map((r) => ({ rowId: r.rowId, action: r.kind, debtId: r.suggestedDebtId })),
        ),
      );
      expect(forced.applied).toBe(0);
    }
    expect(await db.ledgerEntry.count({ where: { userId } })).toBe(before);
    expect(await balanceOf(amex.id)).toBe("2367.67");

    // Undo restores what the Amex file changed, and its lines may be imported again.
    const undone = await expectJson<{ undone: number }>(
      await callRoute(undoRoute, {
        method: "POST",
        path: `/api/imports/${amexFile.id}/undo`,
        jar,
        params: { id: amexFile.id },
      }),
    );
    expect(undone.undone).toBe(6);
    // 1,500 + the month's own interest on 1,500 (33.75): the ledger as if the file had never come.
    expect(await balanceOf(amex.id)).toBe("1533.75");
    const history = await expectJson<ImportSummaryDto[]>(
      await callRoute(listImportsRoute, { path: "/api/imports", jar }),
    );
    expect(history.find((h) => h.id === amexFile.id)).toMatchObject({ status: "undone" });
    const reimported = await uploadFixture(jar, "amex-card.csv", month, amex.id);
    expect(reimported.rows.filter((r) => r.duplicateOf)).toEqual([]);
  });
});

describe("POST /api/imports refuses bad files by name and writes nothing", () => {
  it("answers 400 for an empty, oversized, unreadable or undated file, and 404 for another user's debt", async () => {
    const { jar, userId } = await signUp({ plan: "basic", prefix: "imports-bad" });
    const { jar: otherJar } = await signUp({ prefix: "imports-other" });
    const theirs = await addDebt(otherJar, { name: "Their card", balance: "100", interestRate: "10" });

    const message = async (res: Response, status = 400) =>
      (await expectJson<{ error: { message: string } }>(res, status)).error.message;
    expect(await message(await upload(jar, "empty.csv", ""))).toMatch(/empty/);
    expect(await message(await upload(jar, "big.csv", new Uint8Array(5 * 1024 * 1024 + 1)))).toMatch(/5 MB/);
    expect(await message(await upload(jar, "notes.csv", "hello\nworld\n"))).toMatch(/not a bank or card export/);
    expect(await message(await upload(jar, "dates.csv", "Date,Description,Amount\n13/45/2026,COFFEE,-4.00\n"))).toMatch(
      /Line 2: the date "13\/45\/2026" cannot be read/,
    );
    await message(
      await upload(jar, "card.csv", importFixture("amex-card.csv", nextLongMonth(todayUtc())), theirs.id),
      404,
    );
    // A card's statement must say which debt it is for.
    expect(
      await message(await upload(jar, "citi.qfx", importFixture("citi-card.qfx", nextLongMonth(todayUtc())))),
    ).toMatch(/choose which of your debts/);
    expect(await db.import.count({ where: { userId } })).toBe(0);
  });

  it("lets no one read, change, apply or undo another user's import (404)", async () => {
    const { jar } = await signUp({ prefix: "imports-owner" });
    const { jar: otherJar } = await signUp({ prefix: "imports-intruder" });
    const imp = await expectJson<ImportDto>(
      await upload(jar, "checking.csv", importFixture("chase-checking.csv", nextLongMonth(todayUtc()))),
      201,
    );
    const params = { id: imp.id };
    const path = `/api/imports/${imp.id}`;
    expect((await callRoute(getImportRoute, { path, jar: otherJar, params })).status).toBe(404);
    expect((await callRoute(discardRoute, { method: "DELETE", path, jar: otherJar, params })).status).toBe(404);
    expect((await apply(otherJar, imp.id, [])).status).toBe(404);
    expect((await callRoute(undoRoute, { method: "POST", path: `${path}/undo`, jar: otherJar, params })).status).toBe(
      404,
    );
    expect(
      (await callRoute(remapRoute, { method: "PATCH", path, json: { mapping: imp.mapping }, jar: otherJar, params }))
        .status,
    ).toBe(404);
    // The owner discards it.
    expect((await callRoute(discardRoute, { method: "DELETE", path, jar, params })).status).toBe(204);
    expect((await callRoute(getImportRoute, { path, jar, params })).status).toBe(404);
  });
});

describe("POST /api/imports/{id}/apply", () => {
  it("applies all or nothing: a bad row anywhere leaves the ledger untouched, and another user's debt is a 404", async () => {
    const month = nextLongMonth(todayUtc());
    clockTo(`${month}-01`);
    const { jar, userId } = await signUp({ plan: "pro", prefix: "imports-atomic" });
    const { jar: otherJar } = await signUp({ prefix: "imports-atomic-other" });
    const card = await addDebt(jar, { name: "Amex Blue", balance: "100", interestRate: "0" });
    const theirs = await addDebt(otherJar, { name: "Their card", balance: "100", interestRate: "10" });
    clockTo(`${month}-31`);
    const imp = await uploadFixture(jar, "amex-card.csv", month, card.id);
    const rows = imp.rows.map((r) => ({ rowId: r.rowId, action: r.defaultAction, debtId: r.suggestedDebtId }));
    const entries = await db.ledgerEntry.count({ where: { userId } });

    // The autopay (300) alone is more than the 100 owed: the whole apply is refused, naming the line.
    const tooLarge = rows.map((r) => (r.action === "payment" ? r : { ...r, action: "ignore" }));
    const refused = await expectJson<{ error: { message: string; issues: { path: string }[] } }>(
      await apply(jar, imp.id, tooLarge),
      400,
    );
    expect(refused.error.message).toContain("AUTOPAY PAYMENT - THANK YOU");
    expect(refused.error.issues[0]!.path).toBe("rows.0");
    expect((await apply(jar, imp.id, [{ ...rows[1]!, debtId: theirs.id }])).status).toBe(404);
    const unknown = await expectJson<{ error: { issues: { path: string }[] } }>(
      await apply(jar, imp.id, [{ rowId: "r99", action: "charge", debtId: card.id }]),
      400,
    );
    expect(unknown.error.issues[0]!.path).toBe("rows.0.rowId");
    expect((await apply(jar, imp.id, [{ rowId: "r1", action: "balance", debtId: card.id }])).status).toBe(400);
    expect(await db.ledgerEntry.count({ where: { userId } })).toBe(entries);
    expect(await db.payment.count({ where: { userId } })).toBe(0);

    expect((await expectJson<ApplyResultDto>(await apply(jar, imp.id, rows))).applied).toBe(6);
    expect((await apply(jar, imp.id, rows)).status).toBe(409);
    expect(
      (await callRoute(discardRoute, { method: "DELETE", path: `/api/imports/${imp.id}`, jar, params: { id: imp.id } }))
        .status,
    ).toBe(409);
  });

  it("recognises a payment typed by hand, and applies a line from before the debt was added as a correction of its opening", async () => {
    const month = nextLongMonth(todayUtc());
    clockTo(`${month}-10`);
    const { jar } = await signUp({ plan: "basic", prefix: "imports-typed" });
    const loan = await addDebt(jar, { name: "Navient", balance: "1000", interestRate: "0", minPayment: "50" });
    clockTo(`${month}-31`);
    // Typed two days before the bank posted it.
    await expectJson(
      await callRoute(logRoute, {
        path: "/api/payments/log",
        json: { debtId: loan.id, amount: "212.34", paymentDate: `${month}-13` },
        jar,
      }),
    );
    const checking = await uploadFixture(jar, "chase-checking.csv", month);
    const navient = checking.rows.find((r) => r.description.startsWith("NAVIENT"))!;
    expect(navient.duplicateOf).toMatchObject({ kind: "typed", date: `${month}-13`, amount: "212.34" });
    expect(navient.defaultAction).toBe("ignore");
    expect(await applyDefaults(jar, checking)).toMatchObject({ applied: 0 });
    expect(await balanceOf(loan.id)).toBe("787.66");

    // A line dated before the debt was added is inside the balance entered: applied only when chosen, on the opening.
    const early = await uploadFixture(jar, "amex-card.csv", month, loan.id);
    const amazon = early.rows.find((r) => r.description.startsWith("AMAZON"))!;
    expect(amazon).toMatchObject({ beforeOpening: true, defaultAction: "ignore" });
    expect(amazon.reason).toContain("already in the balance you entered");
    await expectJson(await apply(jar, early.id, [{ rowId: amazon.rowId, action: "charge", debtId: loan.id }]));
    const opening = await db.ledgerEntry.findFirstOrThrow({ where: { debtId: loan.id, kind: "opening" } });
    expect(opening.amount.toFixed(2)).toBe("2024.99");
    expect(await balanceOf(loan.id)).toBe("1812.65");
  });

  it("lets a Free user apply one file a month (403 plan_limit after), counting only applied files", async () => {
    const month = nextLongMonth(todayUtc());
    clockTo(`${month}-01`);
    const { jar } = await signUp({ prefix: "imports-free" });
    const card = await addDebt(jar, { name: "Amex Blue", balance: "2000", interestRate: "0" });
    clockTo(`${month}-31`);
    const first = await uploadFixture(jar, "amex-card.csv", month, card.id);
    const discarded = await uploadFixture(jar, "capital-one-card.csv", month, card.id);
    await callRoute(discardRoute, {
      method: "DELETE",
      path: `/api/imports/${discarded.id}`,
      jar,
      params: { id: discarded.id },
    });
    const second = await uploadFixture(jar, "citi-card.qfx", month, card.id);
    await applyDefaults(jar, first);
    const refused = await expectJson<{ error: { code: string; message: string } }>(
      await apply(jar, second.id, []),
      403,
    );
    expect(refused.error).toMatchObject({ code: "plan_limit" });
    expect(refused.error.message).toMatch(/one file a month|1 file a month/);
    const upload403 = await upload(jar, "amex.csv", importFixture("amex-card.csv", month), card.id);
    expect(upload403.status).toBe(403);
  });
});

describe("PATCH /api/imports/{id}", () => {
  it("reads a CSV again with the columns the user chose and remembers them for that layout", async () => {
    const month = nextLongMonth(todayUtc());
    const { jar } = await signUp({ prefix: "imports-remap" });
    const imp = await uploadFixture(jar, "wells-fargo-checking.csv", month);
    expect(imp.mapping).toMatchObject({ date: 0, amount: 1, description: 4, sign: "inflow_positive" });
    // The user says the signs are the other way round (for the sake of the test).
    const flipped = { ...imp.mapping!, sign: "outflow_positive" as const };
    const remapped = await expectJson<ImportDto>(
      await callRoute(remapRoute, {
        method: "PATCH",
        path: `/api/imports/${imp.id}`,
        json: { mapping: flipped },
        jar,
        params: { id: imp.id },
      }),
    );
    expect(remapped.rows[0]!.amount).toBe("250.00");
    const next = await uploadFixture(jar, "wells-fargo-checking.csv", month);
    expect(next.mapping).toMatchObject({ sign: "outflow_positive" });
    const bad = await callRoute(remapRoute, {
      method: "PATCH",
      path: `/api/imports/${imp.id}`,
      json: { mapping: { ...flipped, amount: null, debit: null, credit: null } },
      jar,
      params: { id: imp.id },
    });
    expect(bad.status).toBe(400);
  });
});
