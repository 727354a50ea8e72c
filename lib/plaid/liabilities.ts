import type { AccountBase, CreditCardLiability, LiabilitiesObject, MortgageLiability, StudentLoan } from "plaid";
import type { DebtKind } from "@/lib/payoff/types";

// docs/product-rules.md "Connected accounts (Plaid)". A field Plaid does not report is null: the debt keeps its own.

export interface LiabilityFields {
  kind: DebtKind;
  balance: string | null;
  /** The purchase APR for a card. */
  interestRate: string | null;
  minPayment: string | null;
  /** Days 29-31 become 28 (docs/product-rules.md "Reminders"). */
  dueDay: number | null;
  creditLimit: string | null;
  statement: { balance: string; date: string } | null;
  balanceTransferRate: string | null;
}

const money = (value: number | null | undefined): string | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value.toFixed(2) : null;
const percent = (value: number | null | undefined): string | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value < 100 ? value.toFixed(3) : null;

function dueDayOf(date: string | null | undefined): number | null {
  const match = /^\d{4}-\d{2}-(\d{2})$/.exec(date ?? "");
  return match ? Math.min(Number(match[1]), 28) : null;
}

function statementOf(balance: number | null | undefined, date: string | null | undefined) {
  const amount = money(balance);
  return amount !== null && date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { balance: amount, date } : null;
}

export function liabilityFields(
  account: Pick<AccountBase, "account_id" | "balances">,
  liabilities: LiabilitiesObject,
): LiabilityFields | null {
  const id = account.account_id;
  const balance = money(account.balances.current);
  const credit = liabilities.credit?.find((c: CreditCardLiability) => c.account_id === id);
  if (credit) {
    const purchase = credit.aprs.find((a) => a.apr_type === "purchase_apr") ?? null;
    const transfer = credit.aprs.find((a) => a.apr_type === "balance_transfer_apr") ?? null;
    return {
      kind: "credit_card",
      balance,
      interestRate: percent(purchase?.apr_percentage),
      minPayment: money(credit.minimum_payment_amount),
      dueDay: dueDayOf(credit.next_payment_due_date),
      creditLimit: money(account.balances.limit),
      statement: statementOf(credit.last_statement_balance, credit.last_statement_issue_date),
      balanceTransferRate: percent(transfer?.apr_percentage),
    };
  }
  const student = liabilities.student?.find((s: StudentLoan) => s.account_id === id);
  if (student) {
    return {
      kind: "student",
      balance,
      interestRate: percent(student.interest_rate_percentage),
      minPayment: money(student.minimum_payment_amount),
      dueDay: dueDayOf(student.next_payment_due_date),
      creditLimit: null,
      statement: statementOf(student.last_statement_balance, student.last_statement_issue_date),
      balanceTransferRate: null,
    };
  }
  const mortgage = liabilities.mortgage?.find((m: MortgageLiability) => m.account_id === id);
  if (mortgage) {
    return {
      kind: "mortgage",
      balance,
      interestRate: percent(mortgage.interest_rate.percentage),
      minPayment: money(mortgage.next_monthly_payment),
      dueDay: dueDayOf(mortgage.next_payment_due_date),
      creditLimit: null,
      statement: null,
      balanceTransferRate: null,
    };
  }
  return null;
}

/** A bank account's lines are matched to debts by payee instead. */
export function holdsDebt(type: string): boolean {
  return type === "credit" || type === "loan";
}
