"use client";

import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import type { SecurityChangeDto, TotpSetupDto } from "@/lib/auth/security-types";
import { groupedSecret } from "@/lib/auth/security-types";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import type { TTotpCode } from "@/lib/validations/second-factor";
import type { SubmitWithIssues } from "@/components/forms/form-dialog";
import { ChangeFormDialog } from "@/components/forms/change-form-dialog";
import { DialogForm } from "@/components/forms/dialog-form";
import { CopyButton } from "@/components/feedback/copy-button";
import { Button } from "@/components/ui/button";
import type { LazyDialogTrigger, LoadedDialogProps } from "@/components/ui/lazy-dialog";
import { AuthenticatorCodeField } from "./authenticator-code-field";

const FIELDS = ["code"] as const;

/**
 * "Set up" (docs/product-rules.md "Second factor"), loaded by authenticator-card.tsx through lazyDialog: every
 * opening starts a setup (a new secret, its QR code drawn on the server), and the app's first code turns it on.
 * `onConfirmed` gets the server's answer (the new status, and the recovery codes when it issued some).
 */
export function SetupAuthenticatorDialog({
  onConfirmed,
  ...dialog
}: { trigger: LazyDialogTrigger; onConfirmed: (result: SecurityChangeDto) => void } & LoadedDialogProps) {
  const confirm = useMutation({
    mutationFn: (values: TTotpCode) => apiJson<SecurityChangeDto>("POST", "/api/account/totp/confirm", values),
    onSuccess: onConfirmed,
  });
  return (
    <ChangeFormDialog
      {...dialog}
      title="Set up an authenticator app"
      description="Scan the QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator, 1Password or Authy), then enter the 6-digit code it shows."
      className="sm:max-w-lg"
      mutation={confirm}
      failureTitle="Couldn't turn on the authenticator app"
      fields={FIELDS}
    >
      {(onSubmit) => <SetupSteps onSubmit={onSubmit} />}
    </ChangeFormDialog>
  );
}

function SetupSteps({ onSubmit }: { onSubmit: SubmitWithIssues<TTotpCode, (typeof FIELDS)[number]> }) {
  const start = useMutation({ mutationFn: () => apiJson<TotpSetupDto>("POST", "/api/account/totp") });
  // Once per opening (this component is remounted for each): a second start would replace the first's secret.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);

  if (start.isError)
    return (
      <div role="alert" className="space-y-3 rounded-md border border-destructive/30 bg-destructive/10 p-4 text-sm">
        <p>Couldn&apos;t start the setup: {errorMessage(start.error)}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => start.mutate()}>
          Try again
        </Button>
      </div>
    );
  if (!start.data)
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Making your QR code...
      </p>
    );
  return <ScanAndConfirm setup={start.data} onSubmit={onSubmit} />;
}

function ScanAndConfirm({
  setup,
  onSubmit,
}: {
  setup: TotpSetupDto;
  onSubmit: SubmitWithIssues<TTotpCode, (typeof FIELDS)[number]>;
}) {
  const form = useForm<TTotpCode>({
    resolver: lazyZodResolver(() => import("@/lib/validations/second-factor").then((m) => m.ZTotpCode)),
    defaultValues: { code: "" },
  });

  return (
    <div className="space-y-5">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG data URL drawn by the server, no optimisation */}
        <img
          src={setup.qrCode}
          alt="QR code to scan with your authenticator app"
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-md border bg-white p-1"
          data-testid="totp-qr-code"
        />
        <div className="min-w-0 space-y-2 text-sm">
          <p className="text-muted-foreground">Can&apos;t scan? Type this setup key into the app instead:</p>
          <p className="font-mono text-base font-medium break-all" data-testid="totp-secret">
            {groupedSecret(setup.secret)}
          </p>
          <CopyButton
            text={setup.secret}
            copied="Setup key copied to the clipboard"
            failed="Couldn't copy the key"
            instead="Type it into your app instead."
          >
            Copy key
          </CopyButton>
        </div>
      </div>
      <DialogForm form={form} onSubmit={onSubmit} submitLabel="Turn on" pendingLabel="Checking...">
        <AuthenticatorCodeField control={form.control} />
      </DialogForm>
    </div>
  );
}
