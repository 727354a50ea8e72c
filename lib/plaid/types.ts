// Wire shapes of connected accounts (docs/product-rules.md "Connected accounts (Plaid)"). Client-safe.

export const NO_PROVIDER_MESSAGE =
  "No bank connection provider is configured on this site. Import a file from your bank instead (Imports).";

export type PlaidItemStatusDto = "active" | "login_required";

export interface PlaidAccountDto {
  id: string;
  name: string;
  mask: string | null;
  type: string;
  subtype: string | null;
  holdsDebt: boolean;
  debtId: string | null;
  autoApply: boolean;
}

export interface PlaidItemDto {
  id: string;
  institutionName: string | null;
  status: PlaidItemStatusDto;
  lastSyncedAt: string | null;
  createdAt: string;
  accounts: PlaidAccountDto[];
}

export interface PlaidLinkTokenDto {
  linkToken: string;
  expiration: string;
}

/** What linking an account to a debt took from Plaid's liabilities. */
export interface LiabilityAppliedDto {
  fields: string[];
  /** Null too when dated before the debt was added. */
  statement: { balance: string; date: string } | null;
  /** Shown, never set: Plaid does not say when it ends, and a promo needs it (docs/payoff.md "Promotional rates"). */
  balanceTransferRate: string | null;
}

export interface PlaidAccountUpdateDto {
  account: PlaidAccountDto;
  liability: LiabilityAppliedDto | null;
}

export interface PlaidSyncResultDto {
  added: number;
  imports: { accountId: string; importId: string; applied: number | null }[];
}
