"use client";

import { useState } from "react";
import { KeyRound, Smartphone, TriangleAlert } from "lucide-react";
import type { SecurityChangeDto, SecurityStatusDto } from "@/lib/auth/security-types";
import { FEW_RECOVERY_CODES } from "@/lib/auth/security-types";
import { toast } from "@/components/hooks/use-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { dialogOnFirstOpen } from "@/components/ui/after-hydration";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { useSecurityStatus, useStoreSecurityStatus } from "./security-client";
import { formatInstantLongDay } from "@/lib/format";

// The dialogs (Radix Dialog, their forms) load after the page, their buttons standing in until then; the recovery
// codes' dialog the first time a change answers codes.
const SetupAuthenticatorDialog = lazyDialog(() =>
  import("./setup-authenticator-dialog").then((m) => m.SetupAuthenticatorDialog),
);
const TurnOffAuthenticatorDialog = lazyDialog(() =>
  import("./authenticator-proof-dialogs").then((m) => m.TurnOffAuthenticatorDialog),
);
const NewRecoveryCodesDialog = lazyDialog(() =>
  import("./authenticator-proof-dialogs").then((m) => m.NewRecoveryCodesDialog),
);
const RecoveryCodesDialog = dialogOnFirstOpen(() =>
  import("./recovery-codes-dialog").then((m) => m.RecoveryCodesDialog),
);

const SIGNED_OUT_ELSEWHERE =
  "Other devices signed in to your account were signed out, and any API tokens were revoked.";

/**
 * "Authenticator app" (docs/product-rules.md "Second factor"): off, a way to set one up; on, since when, how many
 * recovery codes are left, new recovery codes and turning it off (both with a current code).
 */
export function AuthenticatorCard({ initial }: { initial: SecurityStatusDto }) {
  const status = useSecurityStatus(initial);
  const store = useStoreSecurityStatus();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { enabled, enabledAt } = status.authenticator;

  function changed(result: SecurityChangeDto, title: string, description: string) {
    store(result.status);
    if (result.recoveryCodes) setCodes(result.recoveryCodes);
    toast({ title, description });
  }

  return (
    <Card role="region" aria-labelledby="security-authenticator-heading">
      <CardHeader>
        <h2 id="security-authenticator-heading" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          <Smartphone aria-hidden="true" className="size-5" />
          Authenticator app
          <Badge variant={enabled ? "default" : "secondary"} data-testid="authenticator-state">
            {enabled ? "On" : "Off"}
          </Badge>
        </h2>
        <p className="text-sm text-muted-foreground">
          An app on your phone (such as Google Authenticator, Microsoft Authenticator, 1Password or Authy) shows a new
          6-digit code every 30 seconds. With it on, signing in with your password, an e-mailed link, Google or GitHub
          also asks for that code.
        </p>
      </CardHeader>
      {enabled ? (
        <CardContent className="space-y-2 text-sm">
          <p data-testid="authenticator-since">On since {enabledAt ? formatInstantLongDay(enabledAt) : "today"}.</p>
          <RecoveryCodesLeft left={status.recoveryCodesLeft} />
        </CardContent>
      ) : null}
      <CardFooter className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <NewRecoveryCodesDialog
              trigger={
                <Button type="button" variant="outline">
                  <KeyRound aria-hidden="true" />
                  New recovery codes
                </Button>
              }
              onIssued={(result) =>
                changed(result, "New recovery codes made", "The codes you had before no longer work.")
              }
            />
            <TurnOffAuthenticatorDialog
              trigger={
                <Button type="button" variant="outline">
                  Turn off
                </Button>
              }
              onDone={(next) => {
                store(next);
                toast({ title: "Authenticator app turned off", description: SIGNED_OUT_ELSEWHERE });
              }}
            />
          </>
        ) : (
          <SetupAuthenticatorDialog
            trigger={
              <Button type="button">
                <Smartphone aria-hidden="true" />
                Set up
              </Button>
            }
            onConfirmed={(result) => changed(result, "Authenticator app turned on", SIGNED_OUT_ELSEWHERE)}
          />
        )}
      </CardFooter>
      <RecoveryCodesDialog open={codes !== null} codes={codes} onDone={() => setCodes(null)} />
    </Card>
  );
}

/** How many recovery codes are left, with a nudge to make new ones when few are. */
function RecoveryCodesLeft({ left }: { left: number }) {
  const few = left <= FEW_RECOVERY_CODES;
  return (
    <p
      className={few ? "flex items-start gap-2 text-amber-800 dark:text-amber-300" : "text-muted-foreground"}
      data-testid="recovery-codes-left"
    >
      {few ? <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
      {left === 0
        ? "No recovery codes left. Make new ones so you can still sign in if you lose your phone."
        : `${left} unused recovery ${left === 1 ? "code" : "codes"} left.${few ? " Make new ones soon." : ""}`}
    </p>
  );
}
