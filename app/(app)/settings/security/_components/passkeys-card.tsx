"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, TriangleAlert } from "lucide-react";

import { ApiError, apiJson } from "@/lib/client/api-client";
import {
  addPasskey,
  browserSupportsPasskeys,
  defaultPasskeyName,
  NO_PASSKEY_SUPPORT,
  passkeyProblem,
  removePasskeyWithPasskey,
} from "@/lib/client/passkeys";
import { MAX_PASSKEYS, type AddedPasskeyDto, type PasskeyDto } from "@/lib/auth/passkey-types";
import type { TRenamePasskey } from "@/lib/validations/passkeys";
import { queryKeys } from "@/lib/query-keys";
import { VerifyFirstNotice } from "@/components/account/verify-first-notice";
import { reportFailure } from "@/components/feedback/report-failure";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { toast } from "@/components/hooks/use-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { dialogOnFirstOpen } from "@/components/ui/after-hydration";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { formatInstant, formatInstantDay } from "@/lib/format";

const RecoveryCodesDialog = dialogOnFirstOpen(() =>
  import("./recovery-codes-dialog").then((m) => m.RecoveryCodesDialog),
);

// The dialogs (Radix Dialog, their forms) load after the page, their buttons standing in until then.
const PasskeyNameDialog = lazyDialog(() => import("./passkey-name-dialog").then((m) => m.PasskeyNameDialog));
const RemovePasskeyDialog = lazyDialog(() => import("./remove-passkey-dialog").then((m) => m.RemovePasskeyDialog));

/**
 * "Passkeys" in Settings > Security (docs/product-rules.md "Second factor"): the account's passkeys with Add, Rename
 * and Remove. A passkey signs in on its own and is the second step of a sign-in by password or e-mailed link. The
 * first factor of the account shows its recovery codes here, once.
 */
export function PasskeysCard({
  initial,
  unverifiedEmail,
}: {
  initial: PasskeyDto[];
  /** The account's address while it is not verified, else null (adding one answers 403 until then). */
  unverifiedEmail: string | null;
}) {
  const queryClient = useQueryClient();
  const { data: passkeys } = useQuery<PasskeyDto[]>({ queryKey: queryKeys.passkeys, initialData: initial });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const supported = useHydrated() && browserSupportsPasskeys();
  const store = (list: PasskeyDto[]) => {
    queryClient.setQueryData(queryKeys.passkeys, list);
    // The authenticator card counts the recovery codes a passkey change may have issued or deleted.
    void queryClient.invalidateQueries({ queryKey: queryKeys.securityStatus });
  };

  const add = useMutation({
    mutationFn: (values: TRenamePasskey) => addPasskey(values.name),
    onSuccess: (added: AddedPasskeyDto) => {
      store([...passkeys, added.passkey]);
      if (added.recoveryCodes) setRecoveryCodes(added.recoveryCodes);
      toast({ title: "Passkey added", description: "Other browsers were signed out and API tokens revoked." });
    },
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiJson<PasskeyDto>("PATCH", `/api/account/passkeys/${id}`, { name }),
    onSuccess: (renamed) => {
      store(passkeys.map((p) => (p.id === renamed.id ? renamed : p)));
      toast({ title: "Passkey renamed" });
    },
  });
  const removeWithCode = useMutation({
    mutationFn: ({ id, recoveryCode }: { id: string; recoveryCode: string }) =>
      apiJson<PasskeyDto[]>("DELETE", `/api/account/passkeys/${id}`, { recoveryCode }),
    onSuccess: (left) => removed(left),
  });
  function removed(left: PasskeyDto[]) {
    store(left);
    toast({ title: "Passkey removed", description: "Other browsers were signed out and API tokens revoked." });
  }
  const atLimit = passkeys.length >= MAX_PASSKEYS;

  return (
    <Card role="region" aria-labelledby="security-passkeys-heading" id="passkeys" className="scroll-mt-24">
      <CardHeader>
        <h2 id="security-passkeys-heading" className="text-lg font-semibold">
          Passkeys
        </h2>
        <p className="text-sm text-muted-foreground">
          A passkey signs you in with your fingerprint, face, screen lock or a security key, without a password. Once
          you have one, signing in with a password or an e-mailed link also asks for a passkey (or another second step).
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {passkeys.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no passkeys yet.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Your passkeys">
            {passkeys.map((passkey) => (
              <li
                key={passkey.id}
                className="flex flex-wrap items-center justify-between gap-3 p-3"
                data-testid="passkey-row"
              >
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="break-all">{passkey.name}</span>
                    <Badge variant="secondary">{passkey.synced ? "Synced" : "This device only"}</Badge>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    Added {formatInstantDay(passkey.createdAt)} ·{" "}
                    {passkey.lastUsedAt ? `Last used ${formatInstant(passkey.lastUsedAt)}` : "Never used"}
                  </p>
                </div>
                <div className="flex gap-2">
                  <PasskeyNameDialog
                    trigger={
                      <Button type="button" variant="outline" size="sm" aria-label={`Rename ${passkey.name}`}>
                        Rename
                      </Button>
                    }
                    title="Rename passkey"
                    description="The name only helps you tell your passkeys apart."
                    submitLabel="Save"
                    pendingLabel="Saving..."
                    defaultName={() => passkey.name}
                    pending={rename.isPending}
                    onSubmit={(values, showIssues, close) =>
                      rename.mutate(
                        { id: passkey.id, name: values.name },
                        {
                          onSuccess: close,
                          onError: (error) => reportFailure(error, "Couldn't rename the passkey", ["name"], showIssues),
                        },
                      )
                    }
                  />
                  <RemovePasskeyDialog
                    trigger={
                      <Button type="button" variant="outline" size="sm" aria-label={`Remove ${passkey.name}`}>
                        Remove
                      </Button>
                    }
                    name={passkey.name}
                    pending={removeWithCode.isPending}
                    withPasskey={async () => removed(await removePasskeyWithPasskey(passkey.id))}
                    withRecoveryCode={(values, showIssues, close) =>
                      removeWithCode.mutate(
                        { id: passkey.id, recoveryCode: values.recoveryCode },
                        {
                          onSuccess: close,
                          onError: (error) =>
                            reportFailure(error, "Couldn't remove the passkey", ["recoveryCode"], showIssues),
                        },
                      )
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="flex-col items-start gap-2">
        {unverifiedEmail ? (
          <VerifyFirstNotice email={unverifiedEmail} what="Passkeys can be added" testId="passkeys-verify-first" />
        ) : !supported ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="passkeys-unsupported">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {NO_PASSKEY_SUPPORT}
          </p>
        ) : (
          <>
            <PasskeyNameDialog
              trigger={
                <Button type="button" variant="outline" disabled={atLimit}>
                  <KeyRound aria-hidden="true" />
                  Add a passkey
                </Button>
              }
              title="Add a passkey"
              description="Name it, then follow your browser's prompt to create the passkey."
              submitLabel="Continue"
              pendingLabel="Waiting for your passkey..."
              defaultName={defaultPasskeyName}
              pending={add.isPending}
              onSubmit={(values, showIssues, close) =>
                add.mutate(values, {
                  onSuccess: close,
                  onError: (error) =>
                    error instanceof ApiError
                      ? reportFailure(error, "Couldn't add the passkey", ["name"], showIssues)
                      : toast({
                          title: "Couldn't add the passkey",
                          description: passkeyProblem(error),
                          variant: "destructive",
                        }),
                })
              }
            />
            {atLimit ? (
              <p className="text-sm text-muted-foreground">
                You have {MAX_PASSKEYS} passkeys, the most you can have. Remove one to add another.
              </p>
            ) : null}
          </>
        )}
      </CardFooter>
      <RecoveryCodesDialog open={recoveryCodes !== null} codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
    </Card>
  );
}
