import "server-only";
import { CountryCode, Products, type LinkTokenCreateRequest, type PlaidApi, type Transaction } from "plaid";
import { openSealed, seal } from "@/lib/crypto/seal";
import { db } from "@/lib/db";
import { createDebt, recordStatement, updateDebt } from "@/lib/debts/service";
import { userToday } from "@/lib/account/time-zone";
import { AppError, fieldError, notFound } from "@/lib/errors";
import type { PlaidAccount, PlaidItem } from "@/lib/generated/prisma/client";
import { applyImport } from "@/lib/imports/apply";
import { createImportFromRows } from "@/lib/imports/service";
import type { ImportDto, ParsedAccount } from "@/lib/imports/types";
import { openedOn } from "@/lib/ledger/service";
import { appOrigin, linkOn } from "@/lib/request";
import { ZCreateDebt, ZStatement, ZUpdateDebt } from "@/lib/validations/debts";
import type { TLinkToken, TUpdatePlaidAccount } from "@/lib/validations/plaid";
import { callPlaid, isPlaidConfigured, plaidErrorOf, PlaidLoginRequired, requirePlaid } from "./client";
import { holdsDebt, liabilityFields, type LiabilityFields } from "./liabilities";
import { rowsByAccount } from "./transactions";
import type {
  LiabilityAppliedDto,
  PlaidAccountDto,
  PlaidAccountUpdateDto,
  PlaidItemDto,
  PlaidLinkTokenDto,
  PlaidSyncResultDto,
} from "./types";

// docs/product-rules.md "Connected accounts (Plaid)". Access tokens are stored sealed and opened only for the call
// that needs them; they never leave the server.

/** So one user cannot make the site pay Plaid for hundreds of Items. */
export const MAX_PLAID_ITEMS = 10;

const MAX_SYNC_PAGES = 40;
const SYNC_PAGE_SIZE = 500;

const PLAID_SEAL = "debtwise plaid";

type ItemWithAccounts = PlaidItem & { accounts: PlaidAccount[] };

/** A 409 when it cannot be opened (AUTH_SECRET changed since). */
function accessTokenOf(item: PlaidItem): string {
  const token = openSealed(item.accessToken, PLAID_SEAL);
  if (token === null) {
    throw new AppError(
      "conflict",
      "This bank connection can no longer be read (the site's secret key changed). Disconnect it and connect again.",
    );
  }
  return token;
}

async function ownItem(userId: string, id: string): Promise<ItemWithAccounts> {
  const item = await db.plaidItem.findFirst({
    where: { id, userId },
    include: { accounts: { orderBy: { createdAt: "asc" } } },
  });
  if (!item) throw notFound("Connection");
  return item;
}

async function itemCall<T>(item: PlaidItem, run: () => Promise<{ data: T }>): Promise<T> {
  try {
    return await callPlaid(run);
  } catch (error) {
    if (error instanceof PlaidLoginRequired) await markLoginRequired(item.itemId);
    throw error;
  }
}

async function markLoginRequired(plaidItemId: string): Promise<void> {
  await db.plaidItem.updateMany({ where: { itemId: plaidItemId }, data: { status: "login_required" } });
}

/** With `itemId`, for Link's update mode (Reconnect). */
export async function createLinkToken(userId: string, input: TLinkToken): Promise<PlaidLinkTokenDto> {
  const plaid = requirePlaid();
  const request: LinkTokenCreateRequest = {
    client_name: "DebtWise",
    language: "en",
    country_codes: [CountryCode.Us],
    user: { client_user_id: userId },
    webhook: linkOn(appOrigin(), "/api/webhooks/plaid"),
  };
  if (input.itemId) {
    request.access_token = accessTokenOf(await ownItem(userId, input.itemId));
  } else {
    if ((await db.plaidItem.count({ where: { userId } })) >= MAX_PLAID_ITEMS) throw tooManyItems();
    request.products = [Products.Transactions];
    request.optional_products = [Products.Liabilities];
    request.transactions = { days_requested: 90 };
  }
  const data = await callPlaid(() => plaid.linkTokenCreate(request));
  return { linkToken: data.link_token, expiration: data.expiration };
}

const tooManyItems = () =>
  new AppError("conflict", `You can connect up to ${MAX_PLAID_ITEMS} banks. Disconnect one to connect another.`);

/** When reading the accounts fails, the Item is removed at Plaid again, so nothing is left connected (and billed). */
export async function exchangePublicToken(userId: string, publicToken: string): Promise<PlaidItemDto> {
  const plaid = requirePlaid();
  if ((await db.plaidItem.count({ where: { userId } })) >= MAX_PLAID_ITEMS) throw tooManyItems();
  const exchanged = await callPlaid(() => plaid.itemPublicTokenExchange({ public_token: publicToken }));
  const accessToken = exchanged.access_token;
  try {
    const { accounts, item } = await callPlaid(() => plaid.accountsGet({ access_token: accessToken }));
    const created = await db.plaidItem.create({
      data: {
        userId,
        itemId: exchanged.item_id,
        accessToken: seal(accessToken, PLAID_SEAL),
        institutionName: item.institution_name ?? null,
        accounts: {
          create: accounts.map((a) => ({
            accountId: a.account_id,
            name: a.official_name || a.name,
            mask: a.mask ?? null,
            type: String(a.type),
            subtype: a.subtype ? String(a.subtype) : null,
          })),
        },
      },
      include: { accounts: { orderBy: { createdAt: "asc" } } },
    });
    return toItemDto(created);
  } catch (error) {
    await plaid.itemRemove({ access_token: accessToken }).catch(() => undefined);
    throw error;
  }
}

export async function listItems(userId: string): Promise<PlaidItemDto[]> {
  requirePlaid();
  const items = await db.plaidItem.findMany({
    where: { userId },
    include: { accounts: { orderBy: { createdAt: "asc" } } },
    orderBy: { createdAt: "asc" },
  });
  return items.map(toItemDto);
}

/** Removed at Plaid first, so a connection is never forgotten here while still live (and billed) at Plaid. */
export async function removeItem(userId: string, id: string): Promise<void> {
  const plaid = requirePlaid();
  const item = await ownItem(userId, id);
  await removeAtPlaid(plaid, item);
  await db.plaidItem.deleteMany({ where: { id: item.id, userId } });
}

/** For account deletion: a Plaid failure throws (503) and the account stays. */
export async function removeAllItemsOf(userId: string): Promise<void> {
  const items = await db.plaidItem.findMany({ where: { userId } });
  if (items.length === 0 || !isPlaidConfigured()) return;
  const plaid = requirePlaid();
  for (const item of items) await removeAtPlaid(plaid, item);
}

async function removeAtPlaid(plaid: PlaidApi, item: PlaidItem): Promise<void> {
  const token = openSealed(item.accessToken, PLAID_SEAL);
  // A token that cannot be opened cannot be used by anyone either.
  if (token === null) return;
  try {
    await callPlaid(() => plaid.itemRemove({ access_token: token }));
  } catch (error) {
    // Already gone at Plaid.
    const code = plaidErrorOf(error);
    if (code === "ITEM_NOT_FOUND" || code === "INVALID_ACCESS_TOKEN") return;
    if (error instanceof PlaidLoginRequired) return; // the Item still exists, but /item/remove needs no login
    throw error;
  }
}

export async function updateAccount(
  userId: string,
  id: string,
  input: TUpdatePlaidAccount,
): Promise<PlaidAccountUpdateDto> {
  const plaid = requirePlaid();
  const account = await db.plaidAccount.findFirst({ where: { id, item: { userId } }, include: { item: true } });
  if (!account) throw notFound("Account");
  const linking = input.createDebt === true || typeof input.debtId === "string";
  if (linking && !holdsDebt(account.type)) {
    throw fieldError(
      "debtId",
      "Only a card or loan account can be linked to a debt; bank account lines are matched by payee.",
    );
  }

  let debtId = account.debtId;
  let liability: LiabilityAppliedDto | null = null;
  if (input.createDebt) {
    const fields = await fetchLiability(plaid, account.item, account.accountId);
    const created = await createDebtFrom(userId, account, fields);
    debtId = created.debtId;
    liability = created.applied;
  } else if (typeof input.debtId === "string") {
    const debt = await db.debt.findFirst({ where: { id: input.debtId, userId, archivedAt: null } });
    if (!debt) throw notFound("Debt");
    const fields = await fetchLiability(plaid, account.item, account.accountId);
    liability = fields ? await applyToDebt(userId, debt, fields) : null;
    debtId = debt.id;
  } else if (input.debtId === null) {
    debtId = null;
  }

  const updated = await db.plaidAccount.update({
    where: { id: account.id },
    data: { debtId, ...(input.autoApply !== undefined && { autoApply: input.autoApply }) },
  });
  return { account: toAccountDto(updated), liability };
}

async function fetchLiability(plaid: PlaidApi, item: PlaidItem, accountId: string): Promise<LiabilityFields | null> {
  const token = accessTokenOf(item);
  try {
    const data = await itemCall(item, () =>
      plaid.liabilitiesGet({ access_token: token, options: { account_ids: [accountId] } }),
    );
    const account = data.accounts.find((a) => a.account_id === accountId);
    return account ? liabilityFields(account, data.liabilities) : null;
  } catch (error) {
    const code = plaidErrorOf(error);
    if (code === "PRODUCTS_NOT_SUPPORTED" || code === "NO_LIABILITY_ACCOUNTS" || code === "PRODUCT_NOT_READY")
      return null;
    throw error;
  }
}

const NOT_ENOUGH_FOR_A_DEBT =
  "The bank does not report this account's balance, rate and minimum payment. Add the debt yourself, then link it here.";

/** What is owed now opens its ledger, as typing it would. */
async function createDebtFrom(
  userId: string,
  account: PlaidAccount,
  fields: LiabilityFields | null,
): Promise<{ debtId: string; applied: LiabilityAppliedDto }> {
  if (!fields) throw new AppError("conflict", NOT_ENOUGH_FOR_A_DEBT);
  const name = (account.mask ? `${account.name} (${account.mask})` : account.name).slice(0, 80);
  const parsed = ZCreateDebt.safeParse({
    name,
    balance: fields.balance,
    interestRate: fields.interestRate,
    minPayment: fields.minPayment,
    dueDay: fields.dueDay,
    kind: fields.kind,
    // Plaid's zero limit for some accounts says nothing.
    creditLimit: fields.creditLimit && Number(fields.creditLimit) > 0 ? fields.creditLimit : null,
  });
  if (!parsed.success) throw new AppError("conflict", NOT_ENOUGH_FOR_A_DEBT);
  const debt = await createDebt(userId, parsed.data);
  const set = ["balance", "interestRate", "minPayment", "kind"];
  if (fields.dueDay !== null) set.push("dueDay");
  if (parsed.data.creditLimit) set.push("creditLimit");
  // A new debt's ledger opens today, after the last statement: its balance is already today's.
  return {
    debtId: debt.id,
    applied: { fields: set, statement: null, balanceTransferRate: fields.balanceTransferRate },
  };
}

/**
 * The balance is left to the ledger (docs/product-rules.md "The balance ledger"): the statement corrects it, when
 * dated on or after the ledger opened, and the lines since arrive through transactions.
 */
async function applyToDebt(
  userId: string,
  debt: { id: string },
  fields: LiabilityFields,
): Promise<LiabilityAppliedDto> {
  const patch = {
    ...(fields.interestRate !== null && { interestRate: fields.interestRate }),
    ...(fields.minPayment !== null && Number(fields.minPayment) > 0 && { minPayment: fields.minPayment }),
    ...(fields.dueDay !== null && { dueDay: fields.dueDay }),
    ...(fields.creditLimit !== null && Number(fields.creditLimit) > 0 && { creditLimit: fields.creditLimit }),
  };
  const set: string[] = [];
  const parsed = ZUpdateDebt.safeParse(patch);
  if (parsed.success) {
    await updateDebt(userId, debt.id, parsed.data);
    set.push(...Object.keys(patch));
  }
  let statement: LiabilityAppliedDto["statement"] = null;
  const s = fields.statement;
  const opened = await openedOn(db, debt.id);
  if (s && opened !== null && s.date >= opened && s.date <= (await userToday(userId))) {
    await recordStatement(userId, debt.id, ZStatement.parse({ balance: s.balance, date: s.date }));
    statement = s;
  }
  return { fields: set, statement, balanceTransferRate: fields.balanceTransferRate };
}

export async function syncItem(userId: string, id: string): Promise<PlaidSyncResultDto> {
  requirePlaid();
  return runSync(await ownItem(userId, id));
}

export async function syncPlaidItem(plaidItemId: string): Promise<PlaidSyncResultDto | null> {
  const item = await db.plaidItem.findUnique({
    where: { itemId: plaidItemId },
    include: { accounts: { orderBy: { createdAt: "asc" } } },
  });
  return item ? runSync(item) : null;
}

export { markLoginRequired };

export async function markLoginRepaired(plaidItemId: string): Promise<void> {
  await db.plaidItem.updateMany({ where: { itemId: plaidItemId }, data: { status: "active" } });
}

/**
 * The item's row stays locked, so a webhook and "Sync now" at once never read the same page twice. A failure keeps
 * the old cursor: the next sync reads the same lines again.
 */
async function runSync(item: ItemWithAccounts): Promise<PlaidSyncResultDto> {
  const plaid = requirePlaid();
  const token = accessTokenOf(item);
  try {
    const result = await db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM "PlaidItem" WHERE id = ${item.id} FOR UPDATE`;
        const fresh = await tx.plaidItem.findUniqueOrThrow({ where: { id: item.id } });
        const { added, cursor } = await readAllPages(plaid, token, fresh.transactionsCursor);
        const imports = await handToReview(item, rowsByAccount(added));
        await tx.plaidItem.update({
          where: { id: item.id },
          data: { transactionsCursor: cursor, lastSyncedAt: new Date(), status: "active" },
        });
        return { added: added.filter((t) => !t.pending).length, imports };
      },
      { maxWait: 10_000, timeout: 120_000 },
    );
    return result;
  } catch (error) {
    // Marked after the transaction: inside it, the row it would write is the one the sync holds locked.
    if (error instanceof PlaidLoginRequired) await markLoginRequired(item.itemId);
    throw error;
  }
}

/** On TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION Plaid asks to start again from the first cursor. */
async function readAllPages(
  plaid: PlaidApi,
  accessToken: string,
  startCursor: string | null,
): Promise<{ added: Transaction[]; cursor: string | null }> {
  for (let attempt = 0; ; attempt++) {
    const added: Transaction[] = [];
    let cursor = startCursor;
    try {
      for (let page = 0; page < MAX_SYNC_PAGES; page++) {
        const data = await callPlaid(() =>
          plaid.transactionsSync({ access_token: accessToken, count: SYNC_PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
        );
        added.push(...data.added);
        cursor = data.next_cursor || cursor;
        if (!data.has_more) break;
      }
      return { added, cursor };
    } catch (error) {
      if (attempt < 2 && plaidErrorOf(error) === "TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION") continue;
      throw error;
    }
  }
}

/** With auto-apply on, the suggestions are applied as pressing Apply would; when refused, the review waits. */
async function handToReview(
  item: ItemWithAccounts,
  rows: ReturnType<typeof rowsByAccount>,
): Promise<PlaidSyncResultDto["imports"]> {
  const imports: PlaidSyncResultDto["imports"] = [];
  for (const account of item.accounts) {
    const lines = rows.get(account.accountId);
    if (!lines || lines.length === 0) continue;
    const review = await createImportFromRows(item.userId, {
      // Plaid's lines carry the institution's own ids, as OFX's FITIDs do: the review treats them alike.
      format: "ofx",
      fileName: `${item.institutionName ?? "Bank"}: ${account.name}${account.mask ? ` (${account.mask})` : ""}`.slice(
        0,
        200,
      ),
      accountKey: `plaid:${account.accountId}`,
      debtId: holdsDebt(account.type) ? account.debtId : null,
      account: { last4: account.mask, kind: importKind(account) },
      rows: lines,
      ledgerBalance: null,
    });
    let applied: number | null = null;
    if (account.autoApply) applied = await applySuggestions(item.userId, review);
    imports.push({ accountId: account.id, importId: review.id, applied });
  }
  return imports;
}

async function applySuggestions(userId: string, review: ImportDto): Promise<number | null> {
  const chosen = review.rows
    .filter((r) => r.defaultAction !== "ignore")
    .map((r) => ({ rowId: r.rowId, action: r.defaultAction, debtId: r.suggestedDebtId }));
  try {
    return (await applyImport(userId, review.id, { rows: chosen })).applied;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.warn(`[plaid] auto-apply of import ${review.id} refused (${error.code}): left in review`);
    return null;
  }
}

function importKind(account: PlaidAccount): ParsedAccount["kind"] {
  if (account.type === "credit") return "credit_card";
  if (account.type === "loan") return "loan";
  if (account.subtype === "checking" || account.subtype === "savings") return account.subtype;
  return null;
}

function toAccountDto(a: PlaidAccount): PlaidAccountDto {
  return {
    id: a.id,
    name: a.name,
    mask: a.mask,
    type: a.type,
    subtype: a.subtype,
    holdsDebt: holdsDebt(a.type),
    debtId: a.debtId,
    autoApply: a.autoApply,
  };
}

function toItemDto(item: ItemWithAccounts): PlaidItemDto {
  return {
    id: item.id,
    institutionName: item.institutionName,
    status: item.status,
    lastSyncedAt: item.lastSyncedAt?.toISOString() ?? null,
    createdAt: item.createdAt.toISOString(),
    accounts: item.accounts.map(toAccountDto),
  };
}
