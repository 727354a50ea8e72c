"use client";

import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import type { SecurityChangeDto, SecurityStatusDto } from "@/lib/auth/security-types";
import { apiJson } from "@/lib/client/api-client";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import type { TRecoveryCodeAnswer, TSecondFactorAnswer, TTotpCode } from "@/lib/validations/second-factor";
import type { SubmitWithIssues } from "@/components/forms/form-dialog";
import { ChangeFormDialog } from "@/components/forms/change-form-dialog";
import { DialogForm } from "@/components/forms/dialog-form";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import type { LazyDialogTrigger, LoadedDialogProps } from "@/components/ui/lazy-dialog";
import { AuthenticatorCodeField } from "./authenticator-code-field";

// The authenticator card's two changes that need proof (docs/product-rules.md "Second factor"), loaded by
// authenticator-card.tsx through lazyDialog: "Turn off" (a current code or a recovery code) and "New recovery
// codes" (a current code). A wrong answer shows under its field; the account's lock (429) as a toast that says how
// long to wait.

const CODE_FIELDS = ["code"] as const;
const ANSWER_FIELDS = ["code", "recoveryCode"] as const;

type Dialog = { trigger: LazyDialogTrigger } & LoadedDialogProps;

export function TurnOffAuthenticatorDialog({
  onDone,
  ...dialog
}: Dialog & { onDone: (status: SecurityStatusDto) => void }) {
  const turnOff = useMutation({
    mutationFn: (answer: TSecondFactorAnswer) => apiJson<SecurityStatusDto>("DELETE", "/api/account/totp", answer),
    onSuccess: onDone,
  });
  return (
    <ChangeFormDialog
      {...dialog}
      title="Turn off the authenticator app?"
      description="Signing in will no longer ask for its code. Other devices signed in to your account will be signed out, and any API tokens will stop working."
      className="sm:max-w-md"
      mutation={turnOff}
      failureTitle="Couldn't turn off the authenticator app"
      fields={ANSWER_FIELDS}
    >
      {(onSubmit) => <ProofForm onSubmit={onSubmit} />}
    </ChangeFormDialog>
  );
}

/** A current code, or (after "Use a recovery code instead") one of the recovery codes. */
function ProofForm({ onSubmit }: { onSubmit: SubmitWithIssues<TSecondFactorAnswer, (typeof ANSWER_FIELDS)[number]> }) {
  const [recovery, setRecovery] = useState(false);
  const toggle = (
    <Button type="button" variant="link" className="h-auto px-0" onClick={() => setRecovery(!recovery)}>
      {recovery ? "Use a code from your authenticator app instead" : "Use a recovery code instead"}
    </Button>
  );
  // Each form sends one kind of answer, and the server's 400 names that answer's field only, so each form's
  // showIssues only ever gets its own field.
  return recovery ? (
    <RecoveryCodeForm
      key="recovery"
      onSubmit={onSubmit as SubmitWithIssues<TRecoveryCodeAnswer, "recoveryCode">}
      toggle={toggle}
    />
  ) : (
    <CodeForm
      key="code"
      onSubmit={onSubmit as SubmitWithIssues<TTotpCode, "code">}
      submitLabel="Turn off"
      pendingLabel="Turning off..."
      toggle={toggle}
    />
  );
}

function CodeForm({
  onSubmit,
  submitLabel,
  pendingLabel,
  toggle,
}: {
  onSubmit: SubmitWithIssues<TTotpCode, "code">;
  submitLabel: string;
  pendingLabel: string;
  toggle?: ReactNode;
}) {
  const form = useForm<TTotpCode>({
    resolver: lazyZodResolver(() => import("@/lib/validations/second-factor").then((m) => m.ZTotpCode)),
    defaultValues: { code: "" },
  });
  return (
    <DialogForm form={form} onSubmit={onSubmit} submitLabel={submitLabel} pendingLabel={pendingLabel}>
      <AuthenticatorCodeField control={form.control} />
      {toggle}
    </DialogForm>
  );
}

function RecoveryCodeForm({
  onSubmit,
  toggle,
}: {
  onSubmit: SubmitWithIssues<TRecoveryCodeAnswer, "recoveryCode">;
  toggle: ReactNode;
}) {
  const form = useForm<TRecoveryCodeAnswer>({
    resolver: lazyZodResolver(() => import("@/lib/validations/second-factor").then((m) => m.ZRecoveryCodeAnswer)),
    defaultValues: { recoveryCode: "" },
  });
  return (
    <DialogForm form={form} onSubmit={onSubmit} submitLabel="Turn off" pendingLabel="Turning off...">
      <TextField
        control={form.control}
        name="recoveryCode"
        label="Recovery code"
        description="One of the codes you saved, like abcde-fghij. It will be used up."
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      {toggle}
    </DialogForm>
  );
}

export function NewRecoveryCodesDialog({
  onIssued,
  ...dialog
}: Dialog & { onIssued: (result: SecurityChangeDto) => void }) {
  const issue = useMutation({
    mutationFn: (values: TTotpCode) => apiJson<SecurityChangeDto>("POST", "/api/account/recovery-codes", values),
    onSuccess: onIssued,
  });
  return (
    <ChangeFormDialog
      {...dialog}
      title="Make new recovery codes?"
      description="You get ten new codes to save; the ones you have now stop working."
      className="sm:max-w-md"
      mutation={issue}
      failureTitle="Couldn't make new recovery codes"
      fields={CODE_FIELDS}
    >
      {(onSubmit) => <CodeForm onSubmit={onSubmit} submitLabel="Make new codes" pendingLabel="Making codes..." />}
    </ChangeFormDialog>
  );
}
