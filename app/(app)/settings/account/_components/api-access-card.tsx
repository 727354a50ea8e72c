"use client";

import { useId, useState } from "react";
import Link from "@/components/ui/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, KeyRound, TriangleAlert } from "lucide-react";

import { apiJson } from "@/lib/client/api-client";
import { copyText } from "@/lib/client/clipboard";
import type { ApiTokenDto, CreatedApiTokenDto } from "@/lib/tokens/types";
import { MAX_LIVE_TOKENS } from "@/lib/tokens/types";
import type { TCreateToken } from "@/lib/validations/tokens";
import { queryKeys } from "@/lib/query-keys";
import { VerifyFirstNotice } from "@/components/account/verify-first-notice";
import { LazyConfirmDialog } from "@/components/forms/lazy-confirm-dialog";
import { toast } from "@/components/hooks/use-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { Input } from "@/components/ui/input";
import { reportFailure } from "./account-settings-client";
import { formatInstant, formatInstantDay } from "@/lib/format";

// The create dialog (Radix Dialog, its form) and Revoke's confirmation load after the page, their buttons standing
// in until then.
const CreateTokenDialog = lazyDialog(() => import("./create-token-dialog").then((m) => m.CreateTokenDialog));

const FIELDS = ["name", "canWrite"] as const;

/**
 * "API access" (Pro, docs/product-rules.md "Plans and limits"): personal access tokens for the read routes (and writes,
 * when asked for). The secret exists in this browser only between the creation's answer and "Done": the list never has
 * it. Plans without API access see what it is and where to get it, and no form (the server refuses creation anyway); an
 * unverified address sees why it cannot create one yet instead of the button (lib/auth/verified-email.ts).
 */
export function ApiAccessCard({
  allowed,
  initial,
  unverifiedEmail,
}: {
  allowed: boolean;
  initial: ApiTokenDto[];
  /** The account's address while it is not verified, else null. */
  unverifiedEmail: string | null;
}) {
  return (
    <Card role="region" aria-labelledby="account-api-heading" id="api-access" className="scroll-mt-24">
      <CardHeader>
        <h2 id="account-api-heading" className="text-lg font-semibold">
          API access
        </h2>
        <p className="text-sm text-muted-foreground">
          Read your debts, plan, progress and payments from your own scripts or spreadsheets with a personal access
          token. See the{" "}
          <Link href="/developers" className="font-medium text-primary underline underline-offset-4">
            API documentation
          </Link>
          .
        </p>
        <p className="text-sm text-muted-foreground" data-testid="api-access-revocation">
          A token stops working when you revoke it, change or set your password, change your e-mail address, use
          &ldquo;Sign out everywhere&rdquo;, or leave the Pro plan.
        </p>
      </CardHeader>
      {allowed ? (
        <TokenManager initial={initial} unverifiedEmail={unverifiedEmail} />
      ) : (
        <CardFooter className="flex-col items-start gap-3">
          <p className="text-sm" data-testid="api-access-upgrade">
            API access is included in the Pro plan.
          </p>
          <Button asChild variant="outline">
            <Link href="/subscribe">Upgrade to Pro</Link>
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}

function TokenManager({ initial, unverifiedEmail }: { initial: ApiTokenDto[]; unverifiedEmail: string | null }) {
  const queryClient = useQueryClient();
  const { data: tokens } = useQuery<ApiTokenDto[]>({ queryKey: queryKeys.apiTokens, initialData: initial });
  const [revealed, setRevealed] = useState<CreatedApiTokenDto | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens });

  const create = useMutation({
    mutationFn: (values: TCreateToken) => apiJson<CreatedApiTokenDto>("POST", "/api/tokens", values),
    onSuccess: (created) => {
      setRevealed(created);
      queryClient.setQueryData<ApiTokenDto[]>(queryKeys.apiTokens, (list = []) => [created.apiToken, ...list]);
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiJson<null>("DELETE", `/api/tokens/${id}`),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<ApiTokenDto[]>(queryKeys.apiTokens, (list = []) => list.filter((t) => t.id !== id));
      if (revealed?.apiToken.id === id) setRevealed(null);
      toast({ title: "Token revoked", description: "It stops working right away." });
    },
    onError: (error) => {
      reportFailure(error, "Couldn't revoke the token");
      void refresh();
    },
  });
  const atLimit = tokens.length >= MAX_LIVE_TOKENS;

  return (
    <>
      <CardContent className="space-y-4">
        {revealed ? <RevealedToken created={revealed} onDone={() => setRevealed(null)} /> : null}
        {tokens.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no tokens yet.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Your API tokens">
            {tokens.map((token) => (
              <li
                key={token.id}
                className="flex flex-wrap items-center justify-between gap-3 p-3"
                data-testid="api-token-row"
              >
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="break-all">{token.name}</span>
                    <Badge variant={token.canWrite ? "default" : "secondary"}>
                      {token.canWrite ? "Read and write" : "Read only"}
                    </Badge>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <code>{token.prefix}…</code> · Created {formatInstantDay(token.createdAt)} ·{" "}
                    {token.lastUsedAt ? `Last used ${formatInstant(token.lastUsedAt)}` : "Never used"}
                  </p>
                </div>
                <LazyConfirmDialog
                  trigger={
                    <Button type="button" variant="outline" size="sm" aria-label={`Revoke ${token.name}`}>
                      Revoke
                    </Button>
                  }
                  title={`Revoke "${token.name}"?`}
                  description="Anything using this token loses access right away. This cannot be undone; you can create a new token."
                  confirmLabel="Revoke token"
                  pendingLabel="Revoking..."
                  onConfirm={() => revoke.mutateAsync(token.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {unverifiedEmail ? (
        <CardFooter>
          <VerifyFirstNotice email={unverifiedEmail} what="Tokens can be created" testId="api-access-verify-first" />
        </CardFooter>
      ) : (
        <CardFooter className="flex-col items-start gap-2">
          <CreateTokenDialog
            trigger={
              <Button type="button" variant="outline" disabled={atLimit}>
                <KeyRound aria-hidden="true" />
                Create token
              </Button>
            }
            pending={create.isPending}
            onSubmit={(values, showIssues, close) =>
              create.mutate(values, {
                onSuccess: close,
                onError: (error) => reportFailure(error, "Couldn't create the token", FIELDS, showIssues),
              })
            }
          />
          {atLimit ? (
            <p className="text-sm text-muted-foreground">
              You have {MAX_LIVE_TOKENS} tokens, the most you can have. Revoke one to create another.
            </p>
          ) : null}
        </CardFooter>
      )}
    </>
  );
}

function RevealedToken({ created, onDone }: { created: CreatedApiTokenDto; onDone: () => void }) {
  const inputId = useId();
  async function copy() {
    try {
      await copyText(created.token);
      toast({ title: "Token copied to the clipboard" });
    } catch {
      toast({
        title: "Couldn't copy the token",
        description: "Select it and copy it yourself.",
        variant: "destructive",
      });
    }
  }
  return (
    <div
      role="status"
      className="space-y-3 rounded-md border border-notice-border bg-notice p-4"
      data-testid="api-token-reveal"
    >
      <p className="flex items-start gap-2 text-sm font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Copy your new token &ldquo;{created.apiToken.name}&rdquo; now. It won&apos;t be shown again.
      </p>
      <label htmlFor={inputId} className="sr-only">
        Your new API token
      </label>
      <Input
        id={inputId}
        readOnly
        value={created.token}
        className="font-mono text-sm"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
