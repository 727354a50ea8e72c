import type { APIRequestContext } from "@playwright/test";
import type { DebtDto } from "@/lib/debts/types";
import type { ApplyResultDto, ImportDto } from "@/lib/imports/types";
import type { ThisMonthDto } from "@/lib/plan/types";
import { importFixtureOn, type ImportFixture } from "@/tests/support/import-fixtures";
import { test, expect, registerViaApi, setPlanInDatabase } from "../fixtures";

// A month's upkeep from the banks' own files, over real HTTP against the production build (docs/product-rules.md
// "Importing bank and card files"): a checking account's CSV, two card issuers' CSVs with opposite signs, an OFX 1.x
// and an OFX 2.x card statement are uploaded, applied, uploaded again (nothing doubles), and the balances, the
// interest split and this month's status are checked to the cent. The server's clock is real time here, so every
// line is moved to the day the debts were added (tests/support/import-fixtures.ts): no month of interest has come
// due, and each file's interest line is recorded in full.

async function json<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>, status = 200): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

test("a month of bank and card files is applied once, to the cent", async ({ request }) => {
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "pro");
  const add = async (name: string, balance: string, interestRate: string) =>
    json<DebtDto>(await request.post("/api/debts", { data: { name, balance, interestRate, minPayment: "25" } }), 201);
  const chase = await add("Chase Freedom", "2000", "24");
  const discover = await add("Discover It", "2500", "20");
  await add("Navient", "15000", "6");
  const amex = await add("Amex Blue", "1500", "27");
  const capitalOne = await add("Capital One Quicksilver", "800", "22");
  const citi = await add("Citi Double Cash", "3000", "19");
  await json(await request.put("/api/plan", { data: { strategy: "avalanche", extraPayment: "100" } }));
  const day = chase.createdAt.slice(0, 10);

  const upload = async (name: ImportFixture, debtId?: string) =>
    json<ImportDto>(
      await request.post("/api/imports", {
        multipart: {
          file: { name, mimeType: "text/plain", buffer: Buffer.from(importFixtureOn(name, day)) },
          ...(debtId ? { debtId } : {}),
        },
      }),
      201,
    );
  const applyAsSuggested = async (imp: ImportDto) =>
    json<ApplyResultDto>(
      await request.post(`/api/imports/${imp.id}/apply`, {
        data: { rows: imp.rows.map((r) => ({ rowId: r.rowId, action: r.defaultAction, debtId: r.suggestedDebtId })) },
      }),
    );
  const files: [ImportFixture, string | undefined][] = [
    ["chase-checking.csv", undefined],
    ["amex-card.csv", amex.id],
    ["capital-one-card.csv", capitalOne.id],
    ["discover-card.ofx", discover.id],
    ["citi-card.qfx", citi.id],
  ];

  const results: ApplyResultDto[] = [];
  for (const [name, debtId] of files) results.push(await applyAsSuggested(await upload(name, debtId)));
  expect(results).toEqual([
    { applied: 3, skipped: 3, duplicates: 0 }, // checking: payments to Chase, Discover and Navient
    { applied: 6, skipped: 0, duplicates: 0 }, // Amex: the autopay, three charges, interest and a late fee
    { applied: 3, skipped: 1, duplicates: 0 }, // Capital One: the refund waits for the user
    { applied: 3, skipped: 1, duplicates: 0 }, // Discover: its payment is the checking file's, already logged
    { applied: 4, skipped: 0, duplicates: 0 }, // Citi: payment, charge, fee and the closing balance
  ]);

  const debts = await json<DebtDto[]>(await request.get("/api/debts"));
  const balance = Object.fromEntries(debts.map((d) => [d.name, d.balance]));
  expect(balance).toEqual({
    "Chase Freedom": "1750.00",
    "Discover It": "2412.66",
    Navient: "14787.66",
    // 1,500 + 1,024.99 + 54.21 + 18.40 + 31.07 interest + 39.00 fee - 300.00
    "Amex Blue": "2367.67",
    // 800 + 67.89 + 42.10 - 150.00 (the 12.00 refund not applied)
    "Capital One Quicksilver": "759.99",
    "Citi Double Cash": "3108.52",
  });

  // The autopay paid the bank's interest and the late fee first.
  const payments = await json<{ debtId: string; interestPortion: string; principalPortion: string }[]>(
    await request.get(`/api/payments?debtId=${amex.id}`),
  );
  expect(payments.map((p) => [p.interestPortion, p.principalPortion])).toEqual([["70.07", "229.93"]]);

  const thisMonth = await json<ThisMonthDto>(await request.get("/api/plan/this-month"));
  expect(Object.fromEntries(thisMonth.debts.map((d) => [d.name, d.paid]))).toEqual({
    "Chase Freedom": "250.00",
    "Discover It": "180.00",
    Navient: "212.34",
    "Amex Blue": "300.00",
    "Capital One Quicksilver": "150.00",
    "Citi Double Cash": "225.00",
  });
  expect(thisMonth.totalPaid).toBe("1317.34");
  for (const row of thisMonth.debts) {
    const remaining = Math.max(Number(row.planned) - Number(row.paid), 0).toFixed(2);
    expect([row.name, row.remaining]).toEqual([row.name, remaining]);
  }

  // Every file again: each line is known, and even applied as suggested before, nothing is written twice.
  for (const [name, debtId] of files) {
    const again = await upload(name, debtId);
    expect(again.rows.every((r) => r.defaultAction === "ignore")).toBe(true);
    const forced = await json<ApplyResultDto>(
      await request.post(`/api/imports/${again.id}/apply`, {
        data: {
          rows: again.rows
            .filter((r) => r.suggestedDebtId && r.kind !== "other")
            .map((r) => ({ rowId: r.rowId, action: r.kind, debtId: r.suggestedDebtId })),
        },
      }),
    );
    expect(forced.applied).toBe(0);
  }
  const after = await json<DebtDto[]>(await request.get("/api/debts"));
  expect(Object.fromEntries(after.map((d) => [d.name, d.balance]))).toEqual(balance);
  expect((await json<unknown[]>(await request.get("/api/payments"))).length).toBe(6);
});
