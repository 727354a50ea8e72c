import { holdsDebt, liabilityFields } from "@/lib/plaid/liabilities";
import { rowsByAccount } from "@/lib/plaid/transactions";

// lib/plaid/liabilities.ts and lib/plaid/transactions.ts (docs/product-rules.md "Connected accounts (Plaid)").

const account = (id: string, current: number | null, limit: number | null = null) => ({
  account_id: id,
  balances: { current, available: null, limit, iso_currency_code: "USD", unofficial_currency_code: null },
});

describe("liabilityFields", () => {
  it("reads a card: purchase APR, minimum, due day capped at 28, limit, statement, balance-transfer rate", () => {
    const fields = liabilityFields(account("card", 1234.5, 5000), {
      credit: [
        {
          account_id: "card",
          aprs: [
            {
              apr_percentage: 0,
              apr_type: "balance_transfer_apr" as never,
              balance_subject_to_apr: null,
              interest_charge_amount: null,
            },
            {
              apr_percentage: 24.99,
              apr_type: "purchase_apr" as never,
              balance_subject_to_apr: null,
              interest_charge_amount: null,
            },
          ],
          is_overdue: false,
          last_payment_amount: 50,
          last_payment_date: "2026-10-01",
          last_statement_issue_date: "2026-10-28",
          last_statement_balance: 1100,
          minimum_payment_amount: 35,
          next_payment_due_date: "2026-11-30",
        },
      ],
      student: null,
      mortgage: null,
    });
    expect(fields).toEqual({
      kind: "credit_card",
      balance: "1234.50",
      interestRate: "24.990",
      minPayment: "35.00",
      dueDay: 28,
      creditLimit: "5000.00",
      statement: { balance: "1100.00", date: "2026-10-28" },
      balanceTransferRate: "0.000",
    });
  });

  it("reads a student loan and a mortgage; an account without a liability is null", () => {
    const liabilities = {
      credit: null,
      student: [
        {
          account_id: "loan",
          interest_rate_percentage: 5.25,
          minimum_payment_amount: 180,
          next_payment_due_date: "2026-12-05",
          last_statement_balance: 20000,
          last_statement_issue_date: "2026-11-05",
        },
      ],
      mortgage: [
        {
          account_id: "home",
          interest_rate: { percentage: 3.99, type: "fixed" },
          next_monthly_payment: 1450.1,
          next_payment_due_date: "2026-12-01",
        },
      ],
    } as unknown as Parameters<typeof liabilityFields>[1];
    expect(liabilityFields(account("loan", 19800), liabilities)).toMatchObject({
      kind: "student",
      interestRate: "5.250",
      minPayment: "180.00",
      dueDay: 5,
      statement: { balance: "20000.00", date: "2026-11-05" },
    });
    expect(liabilityFields(account("home", 250000), liabilities)).toMatchObject({
      kind: "mortgage",
      balance: "250000.00",
      minPayment: "1450.10",
      dueDay: 1,
      statement: null,
    });
    expect(liabilityFields(account("other", 10), liabilities)).toBeNull();
  });

  it("only cards and loans hold a debt", () => {
    expect([holdsDebt("credit"), holdsDebt("loan"), holdsDebt("depository"), holdsDebt("investment")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("rowsByAccount", () => {
  it("turns Plaid's sign around, keys lines by transaction_id, groups by account and leaves pending lines out", () => {
    const rows = rowsByAccount([
      {
        account_id: "card",
        transaction_id: "t1",
        amount: 12.345,
        date: "2026-11-01",
        name: "COFFEE",
        merchant_name: null,
        pending: false,
      },
      {
        account_id: "card",
        transaction_id: "t2",
        amount: -150,
        date: "2026-11-02",
        name: "PAYMENT THANK YOU",
        merchant_name: null,
        pending: false,
      },
      {
        account_id: "checking",
        transaction_id: "t3",
        amount: 150,
        date: "2026-11-02",
        name: "",
        merchant_name: "Big Bank Card",
        pending: false,
      },
      {
        account_id: "card",
        transaction_id: "t4",
        amount: 9,
        date: "2026-11-03",
        name: "PENDING",
        merchant_name: null,
        pending: true,
      },
    ]);
    expect(rows.get("card")).toEqual([
      { index: 0, date: "2026-11-01", amountCents: -1235, description: "COFFEE", fitId: "t1", type: null },
      { index: 1, date: "2026-11-02", amountCents: 15000, description: "PAYMENT THANK YOU", fitId: "t2", type: null },
    ]);
    expect(rows.get("checking")).toEqual([
      { index: 0, date: "2026-11-02", amountCents: -15000, description: "Big Bank Card", fitId: "t3", type: null },
    ]);
  });
});
