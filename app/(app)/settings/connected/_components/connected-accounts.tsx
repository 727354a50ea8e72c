"use client";

import { lazy, Suspense, useId, useState } from "react";
import Link from "@/components/ui/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Landmark, Loader2, Plus, RefreshCw, TriangleAlert } from "lucide-react";

import { apiJson } from "@/lib/client/api-client";
import type {
  PlaidAccountDto,
  PlaidAccountUpdateDto,
  PlaidItemDto,
  PlaidLinkTokenDto,
  PlaidSyncResultDto,
} from "@/lib/plaid/types";
import type { TUpdatePlaidAccount } from "@/lib/validations/plaid";
import { queryKeys } from "@/lib/query-keys";
import { EmptyState } from "@/components/feedback/empty-state";
import { reportFailure } from "@/components/feedback/report-failure";
import { LazyConfirmDialog } from "@/components/forms/lazy-confirm-dialog";
import { toast } from "@/components/hooks/use-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { LazySelect } from "@/components/ui/lazy-select";
import { Switch } from "@/components/ui/switch";
import { formatInstant } from "@/lib/format";

// Plaid Link (react-plaid-link and Plaid's script) loads only once Connect or Reconnect is pressed.
const PlaidLinkLauncher = lazy(() => import("./plaid-link-launcher"));

const NOT_LINKED = "none";
const NEW_DEBT = "new";

/** Link is open for a new connection, or for Reconnect on one (update mode). */
type LinkSession = { token: string; itemId: string | null };

/**
 * Settings > Connected accounts with Plaid configured (docs/product-rules.md "Connected accounts (Plaid)"): Connect,
 * each connection with its accounts, a card's or loan's debt, auto-apply, Sync now, Reconnect and Disconnect.
 */
export function ConnectedAccounts({
  initial,
  debts,
}: {
  initial: PlaidItemDto[];
  debts: { id: string; name: string }[];
}) {
  const queryClient = useQueryClient();
  const { data: items } = useQuery<PlaidItemDto[]>({ queryKey: queryKeys.plaidItems, initialData: initial });
  const [link, setLink] = useState<LinkSession | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.plaidItems });

  const openLink = useMutation({
    mutationFn: (itemId: string | null) =>
      apiJson<PlaidLinkTokenDto>("POST", "/api/plaid/link-token", itemId ? { itemId } : {}),
    onSuccess: (data, itemId) => setLink({ token: data.linkToken, itemId }),
    onError: (error) => reportFailure(error, "Couldn't open the bank connection"),
  });
  const exchange = useMutation({
    mutationFn: (publicToken: string) => apiJson<PlaidItemDto>("POST", "/api/plaid/exchange", { publicToken }),
    onSuccess: (item) => {
      queryClient.setQueryData<PlaidItemDto[]>(queryKeys.plaidItems, (list = []) => [...list, item]);
      toast({
        title: `Connected ${item.institutionName ?? "your bank"}`,
        description: "Link each card or loan to one of your debts below, then sync to bring in its transactions.",
      });
    },
    onError: (error) => reportFailure(error, "Couldn't connect the bank"),
  });

  const linkDone = (publicToken: string | null) => {
    const session = link;
    setLink(null);
    if (!session) return;
    if (session.itemId === null) {
      if (publicToken) exchange.mutate(publicToken);
    }
    // Reconnect: the same connection works again; a sync confirms it and brings in what waited.
    else syncNow(session.itemId);
  };

  const sync = useMutation({
    mutationFn: (itemId: string) => apiJson<PlaidSyncResultDto>("POST", `/api/plaid/items/${itemId}/sync`),
    onSuccess: (result) => {
      toast({ title: "Synced", description: syncSummary(result) });
      void refresh();
    },
    onError: (error) => {
      reportFailure(error, "Couldn't sync");
      void refresh();
    },
  });
  const syncNow = (itemId: string) => sync.mutate(itemId);

  const busy = openLink.isPending || exchange.isPending || link !== null;
  return (
    <>
      {link ? (
        <Suspense fallback={null}>
          <PlaidLinkLauncher token={link.token} onSuccess={linkDone} onExit={() => setLink(null)} />
        </Suspense>
      ) : null}
      <Card role="region" aria-labelledby="connect-heading">
        <CardHeader>
          <h2 id="connect-heading" className="text-lg font-semibold">
            Your banks
          </h2>
          <p className="text-sm text-muted-foreground">
            Connections go through Plaid: you sign in to your bank in Plaid&apos;s window, and DebtWise never sees your
            bank password. New transactions wait for your review in{" "}
            <Link href="/imports" className="font-medium text-primary underline underline-offset-4">
              Imports
            </Link>{" "}
            unless you turn on auto-apply for an account.
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          {items.length === 0 ? (
            <EmptyState icon={Landmark} title="No bank connected yet">
              Connect a bank or card issuer to bring in transactions and loan details.
            </EmptyState>
          ) : (
            <ul className="space-y-4" aria-label="Connected banks">
              {items.map((item) => (
                <ItemCard
                  key={item.id}
                  item={item}
                  debts={debts}
                  syncing={sync.isPending && sync.variables === item.id}
                  onSync={() => syncNow(item.id)}
                  onReconnect={() => openLink.mutate(item.id)}
                  reconnecting={busy && (openLink.variables === item.id || link?.itemId === item.id)}
                />
              ))}
            </ul>
          )}
        </CardContent>
        <CardFooter>
          <Button type="button" onClick={() => openLink.mutate(null)} disabled={busy} aria-busy={busy}>
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Plus aria-hidden="true" />}
            {exchange.isPending ? "Connecting..." : "Connect a bank"}
          </Button>
        </CardFooter>
      </Card>
    </>
  );
}

function syncSummary(result: PlaidSyncResultDto): string {
  if (result.added === 0) return "No new transactions.";
  const applied = result.imports.reduce((sum, i) => sum + (i.applied ?? 0), 0);
  const waiting = result.imports.filter((i) => i.applied === null).length;
  const parts = [`${result.added} new transaction${result.added === 1 ? "" : "s"}.`];
  if (applied > 0) parts.push(`${applied} applied automatically.`);
  if (waiting > 0) parts.push(`${waiting} review${waiting === 1 ? "" : "s"} waiting in Imports.`);
  return parts.join(" ");
}

function ItemCard({
  item,
  debts,
  syncing,
  reconnecting,
  onSync,
  onReconnect,
}: {
  item: PlaidItemDto;
  debts: { id: string; name: string }[];
  syncing: boolean;
  reconnecting: boolean;
  onSync: () => void;
  onReconnect: () => void;
}) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const name = item.institutionName ?? "Your bank";
  const remove = useMutation({
    mutationFn: () => apiJson<null>("DELETE", `/api/plaid/items/${item.id}`),
    onSuccess: () => {
      queryClient.setQueryData<PlaidItemDto[]>(queryKeys.plaidItems, (list = []) =>
        list.filter((i) => i.id !== item.id),
      );
      toast({ title: `Disconnected ${name}`, description: "Your debts and what was imported stay as they are." });
    },
    onError: (error) => reportFailure(error, "Couldn't disconnect"),
  });
  const loginRequired = item.status === "login_required";

  return (
    <li className="rounded-lg border p-4" aria-labelledby={headingId} data-testid="plaid-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words">{name}</span>
            {loginRequired ? <Badge variant="destructive">Sign-in needed</Badge> : null}
          </h3>
          <p className="text-sm text-muted-foreground">
            {item.lastSyncedAt ? `Last synced ${formatInstant(item.lastSyncedAt)}` : "Not synced yet"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {loginRequired ? (
            <Button type="button" size="sm" onClick={onReconnect} disabled={reconnecting} aria-busy={reconnecting}>
              {reconnecting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              Reconnect
            </Button>
          ) : (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={onSync}
              disabled={syncing}
              aria-busy={syncing}
              aria-label={`Sync ${name} now`}
            >
              <RefreshCw aria-hidden="true" className={syncing ? "animate-spin" : undefined} />
              {syncing ? "Syncing..." : "Sync now"}
            </Button>
          )}
          <LazyConfirmDialog
            trigger={
              <Button type="button" size="sm" variant="outline" aria-label={`Disconnect ${name}`}>
                Disconnect
              </Button>
            }
            title={`Disconnect ${name}?`}
            description="DebtWise stops receiving its transactions and Plaid's access ends. Your debts, payments and imports stay. You can connect it again later."
            confirmLabel="Disconnect"
            pendingLabel="Disconnecting..."
            onConfirm={() => remove.mutateAsync()}
          />
        </div>
      </div>
      {loginRequired ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-amber-900 dark:text-amber-200" role="status">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Your bank wants you to sign in again before new transactions can arrive. Press Reconnect.
        </p>
      ) : null}
      <ul className="mt-4 divide-y rounded-md border" aria-label={`Accounts at ${name}`}>
        {item.accounts.map((account) => (
          <AccountRow key={account.id} account={account} debts={debts} />
        ))}
      </ul>
    </li>
  );
}

function AccountRow({ account, debts }: { account: PlaidAccountDto; debts: { id: string; name: string }[] }) {
  const queryClient = useQueryClient();
  const selectId = useId();
  const switchId = useId();
  const label = `${account.name}${account.mask ? ` ••${account.mask}` : ""}`;
  const update = useMutation({
    mutationFn: (body: TUpdatePlaidAccount) =>
      apiJson<PlaidAccountUpdateDto>("PATCH", `/api/plaid/accounts/${account.id}`, body),
    onSuccess: (result, body) => {
      queryClient.setQueryData<PlaidItemDto[]>(queryKeys.plaidItems, (list = []) =>
        list.map((item) => ({
          ...item,
          accounts: item.accounts.map((a) => (a.id === account.id ? result.account : a)),
        })),
      );
      if (body.createDebt || body.debtId) void queryClient.invalidateQueries({ queryKey: queryKeys.debts });
      toast(updateToast(label, result, body));
    },
    onError: (error) => reportFailure(error, `Couldn't change ${label}`),
  });
  const options = [
    { value: NOT_LINKED, label: "Not linked" },
    ...debts.map((d) => ({ value: d.id, label: d.name })),
    { value: NEW_DEBT, label: "Add as a new debt" },
  ];

  return (
    <li className="space-y-3 p-3" data-testid="plaid-account">
      <div>
        <p className="font-medium break-words">{label}</p>
        <p className="text-sm text-muted-foreground">{[account.type, account.subtype].filter(Boolean).join(" · ")}</p>
      </div>
      {account.holdsDebt ? (
        <div className="space-y-1">
          <Label htmlFor={selectId}>Debt</Label>
          <LazySelect
            id={selectId}
            value={account.debtId ?? NOT_LINKED}
            options={options}
            disabled={update.isPending}
            className="w-full sm:w-72"
            onValueChange={(value) =>
              update.mutate(value === NEW_DEBT ? { createDebt: true } : { debtId: value === NOT_LINKED ? null : value })
            }
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          A bank account: payments from it are matched to your debts by payee when you review its transactions.
        </p>
      )}
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <Label htmlFor={switchId}>Apply automatically</Label>
          <p id={`${switchId}-description`} className="text-sm text-muted-foreground">
            New transactions are applied as suggested, without waiting for your review.
          </p>
        </div>
        <Switch
          id={switchId}
          checked={account.autoApply}
          disabled={update.isPending}
          onCheckedChange={(checked) => update.mutate({ autoApply: checked })}
          aria-describedby={`${switchId}-description`}
          className="mt-0.5"
        />
      </div>
    </li>
  );
}

/** LiabilityAppliedDto's field names as the toast says them. */
const FIELD_NAMES: Record<string, string> = {
  balance: "balance",
  interestRate: "interest rate",
  minPayment: "minimum payment",
  dueDay: "due day",
  creditLimit: "credit limit",
  kind: "debt type",
};

function updateToast(
  label: string,
  result: PlaidAccountUpdateDto,
  body: TUpdatePlaidAccount,
): { title: string; description?: string } {
  if (body.autoApply !== undefined && body.debtId === undefined && !body.createDebt)
    return { title: body.autoApply ? `${label} applies automatically` : `${label} waits for your review` };
  if (result.account.debtId === null) return { title: `${label} is no longer linked to a debt` };
  const notes: string[] = [];
  const liability = result.liability;
  if (liability?.fields.length)
    notes.push(`From your bank: ${liability.fields.map((f) => FIELD_NAMES[f] ?? f).join(", ")}.`);
  if (liability?.statement) notes.push(`Your statement of ${liability.statement.date} was recorded.`);
  if (liability?.balanceTransferRate)
    notes.push(
      `Your bank reports a ${Number(liability.balanceTransferRate)}% balance-transfer rate but not when it ends; add it as a promo rate on the debt if you know its last month.`,
    );
  return { title: body.createDebt ? `Added ${label} as a debt` : `Linked ${label}`, description: notes.join(" ") };
}
