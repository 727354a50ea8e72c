import { hasPaymentFilter, paymentFilterFrom, paymentFilterQuery, paymentTotals } from "@/lib/payments/history";
import type { PaymentDto } from "@/lib/payments/types";
import { ZPaymentFilter } from "@/lib/validations/payments";
import { paymentsExportPath, paymentsQueryKey } from "@/app/(app)/payments/_components/payment-keys";
import { paymentChangeText } from "@/app/(app)/payments/_components/payment-change";
import type { DebtDto } from "@/lib/debts/types";

function payment(amount: string, interestPortion: string, principalPortion: string): PaymentDto {
  return {
    id: amount,
    debtId: "d",
    amount,
    description: "Payment",
    paymentDate: "2026-03-01",
    interestPortion,
    principalPortion,
  };
}

function fromUrl(query: string) {
  const params = new URLSearchParams(query);
  return paymentFilterFrom((name) => params.get(name));
}

describe("the payment history's filter", () => {
  it("reads the URL's debt and dates, blank ones meaning no filter", () => {
    expect(fromUrl("debtId=abc&from=2026-01-01&to=&utm=x")).toEqual({
      ok: true,
      filter: { debtId: "abc", from: "2026-01-01" },
    });
    expect(fromUrl("")).toEqual({ ok: true, filter: {} });
  });

  it("refuses what the API would refuse, naming the field", () => {
    expect(fromUrl("from=2026-03-02&to=2026-03-01")).toEqual({
      ok: false,
      field: "to",
      message: "The To date must not be before the From date",
    });
    expect(fromUrl("from=2026-02-30")).toMatchObject({ ok: false, field: "from" });
  });

  it("accepts and refuses exactly what ZPaymentFilter does, with its first message (it parses without zod)", () => {
    // What paymentFilterFrom did with the schema itself, before it was written without zod.
    const bySchema = (raw: Record<string, string>) => {
      const parsed = ZPaymentFilter.safeParse(Object.fromEntries(Object.entries(raw).filter(([, value]) => value)));
      if (parsed.success) return { ok: true, filter: parsed.data };
      const issue = parsed.error.issues[0]!;
      return {
        ok: false,
        message: issue.message,
        field: ["debtId", "from", "to"].find((name) => name === issue.path[0]) ?? "to",
      };
    };
    const debtIds = [
      undefined,
      "",
      " ",
      "abc",
      "  a b  ",
      "x".repeat(100),
      "x".repeat(101),
      ` ${"x".repeat(100)} `,
      "\t",
    ];
    const days = [
      undefined,
      "",
      "  ",
      "2026-03-01",
      " 2026-03-01 ",
      "2026-03-31",
      "2026-02-30",
      "2024-02-29",
      "2023-02-29",
      "2026-13-01",
      "2026-1-1",
      "1899-12-31",
      "1900-01-01",
      "2100-12-31",
      "2101-01-01",
      "0001-01-01",
      "bad",
      "2026-03-01T00:00",
    ];
    let cases = 0;
    for (const debtId of debtIds) {
      for (const from of days) {
        for (const to of days) {
          const raw = Object.fromEntries(
            Object.entries({ debtId, from, to }).filter(([, value]) => value !== undefined),
          ) as Record<string, string>;
          expect([raw, paymentFilterFrom((name) => raw[name])]).toEqual([raw, bySchema(raw)]);
          cases++;
        }
      }
    }
    expect(cases).toBe(debtIds.length * days.length ** 2);
  });

  it("is one query string, in one order, whatever order the URL had", () => {
    expect(paymentFilterQuery({ to: "2026-03-31", debtId: "a b", from: "2026-03-01" })).toBe(
      "?debtId=a+b&from=2026-03-01&to=2026-03-31",
    );
    expect(paymentFilterQuery({})).toBe("");
    expect(paymentsQueryKey({ debtId: "x" })).toEqual(["/api/payments?debtId=x"]);
    expect(paymentsQueryKey({})).toEqual(["/api/payments"]);
    expect(paymentsExportPath({ from: "2026-03-01" })).toBe("/api/payments/export?from=2026-03-01");
    expect(hasPaymentFilter({})).toBe(false);
    expect(hasPaymentFilter({ to: "2026-03-01" })).toBe(true);
  });
});

describe("paymentTotals", () => {
  it("adds the listed payments in cents (no float drift)", () => {
    expect(
      paymentTotals([
        payment("0.10", "0.00", "0.10"),
        payment("0.20", "0.05", "0.15"),
        payment("125.00", "12.34", "112.66"),
      ]),
    ).toEqual({
      count: 3,
      amountCents: 12530,
      interestCents: 1239,
      principalCents: 11291,
    });
    expect(paymentTotals([])).toEqual({ count: 0, amountCents: 0, interestCents: 0, principalCents: 0 });
  });
});

describe("paymentChangeText", () => {
  const debt = { name: "Visa Card", balance: "850.00" } as DebtDto;
  const badge = (label: string) => ({ code: label, label, description: "" });

  it("gives the new balance, then the badges withdrawn and awarded by name", () => {
    expect(paymentChangeText({ debt, withdrawnBadges: [], newBadges: [] })).toBe("Visa Card balance: $850.00.");
    expect(paymentChangeText({ debt, withdrawnBadges: [badge("First Payment")], newBadges: [] })).toBe(
      "Visa Card balance: $850.00. Badge withdrawn: First Payment.",
    );
    expect(paymentChangeText({ debt, withdrawnBadges: [badge("A"), badge("B")], newBadges: [badge("C")] })).toBe(
      "Visa Card balance: $850.00. Badges withdrawn: A, B. New badge: C.",
    );
  });
});
