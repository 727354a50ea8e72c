// The wire shapes of connected accounts (docs/product-rules.md "Connected accounts (Plaid)"). Pure: Settings >
// Connected accounts and the server import the same declarations.

/** What every Plaid route answers (503) while the site has no Plaid keys; the settings page says the same. */
export const NO_PROVIDER_MESSAGE =
  "No bank connection provider is configured on this site. Import a file from your bank instead (Imports).";

export type PlaidItemStatusDto = "active" | "login_required";

export interface PlaidAccountDto {
  id: string;
  name: string;
  /** The last 2-4 characters of the account number as Plaid gives them, or null. */
  mask: string | null;
  /** Plaid's type and subtype: "credit" / "credit card", "loan" / "student", "depository" / "checking"... */
  type: string;
  subtype: string | null;
  /** A card or loan: it can be linked to one of the user's debts (a bank account's lines are matched by payee). */
  holdsDebt: boolean;
  debtId: string | null;
  autoApply: boolean;
}

export interface PlaidItemDto {
  id: string;
  institutionName: string | null;
  /** "login_required": the bank wants the user to sign in again (Reconnect opens Link in update mode). */
  status: PlaidItemStatusDto;
  lastSyncedAt: string | null;
  createdAt: string;
  accounts: PlaidAccountDto[];
}

export interface PlaidLinkTokenDto {
  linkToken: string;
  expiration: string;
}

/** What linking an account to a debt took from Plaid's liabilities (PATCH /api/plaid/accounts/{id}). */
export interface LiabilityAppliedDto {
  /** Fields of the debt set from Plaid: "balance", "interestRate", "minPayment", "dueDay", "creditLimit", "kind". */
  fields: string[];
  /** The last statement recorded through the statement path, or null (none, or dated before the debt was added). */
  statement: { balance: string; date: string } | null;
  /**
   * A balance-transfer rate Plaid reports. Plaid does not say when it ends, and a promo needs its last month
   * (docs/payoff.md "Promotional rates"), so it is shown for the user to add, never set by itself.
   */
  balanceTransferRate: string | null;
}

export interface PlaidAccountUpdateDto {
  account: PlaidAccountDto;
  liability: LiabilityAppliedDto | null;
}

export interface PlaidSyncResultDto {
  /** Posted transactions new since the last sync, over every account of the connection. */
  added: number;
  /** One import review per account that had new lines (empty while file import is not there to take them). */
  imports: { accountId: string; importId: string; applied: number | null }[];
}
