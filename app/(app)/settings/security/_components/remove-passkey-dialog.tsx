"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { KeyRound, Loader2 } from "lucide-react";
import { passkeyProblem } from "@/lib/client/passkeys";
import type { SubmitWithIssues } from "@/components/forms/form-dialog";
import { DialogForm } from "@/components/forms/dialog-form";
import { HandedOverFormDialog, type SubmitThenClose } from "@/components/forms/handed-over-form-dialog";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import type { LazyDialogTrigger, LoadedDialogProps } from "@/components/ui/lazy-dialog";

type RecoveryCodeValues = { recoveryCode: string };

/**
 * "Remove passkey": removing a factor needs proof (docs/product-rules.md "Second factor"), a fresh answer from any of
 * the account's passkeys or one of its recovery codes. Loaded by passkeys-card.tsx through lazyDialog; the card owns
 * the requests, and a refused proof counts toward the second step's lock.
 */
export function RemovePasskeyDialog({
  name,
  withPasskey,
  withRecoveryCode,
  ...dialog
}: {
  trigger: LazyDialogTrigger;
  name: string;
  pending: boolean;
  /** Removes with a fresh passkey answer; rejects with the failure. */
  withPasskey: () => Promise<void>;
  withRecoveryCode: SubmitThenClose<RecoveryCodeValues, "recoveryCode">;
} & LoadedDialogProps) {
  return (
    <HandedOverFormDialog
      {...dialog}
      title={`Remove "${name}"?`}
      description="It will no longer sign you in. Confirm it is you with one of your passkeys, or with a recovery code. Every other signed-in browser is signed out and your API tokens stop working."
      className="sm:max-w-md"
    >
      {({ session, close }) => (
        <RemoveForms
          key={session}
          withPasskey={() => withPasskey().then(close)}
          onSubmit={(values, showIssues) => withRecoveryCode(values, showIssues, close)}
        />
      )}
    </HandedOverFormDialog>
  );
}

function RemoveForms({
  withPasskey,
  onSubmit,
}: {
  withPasskey: () => Promise<void>;
  onSubmit: SubmitWithIssues<RecoveryCodeValues, "recoveryCode">;
}) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const form = useForm<RecoveryCodeValues>({ defaultValues: { recoveryCode: "" } });

  async function confirmWithPasskey() {
    setProblem(undefined);
    setAsking(true);
    try {
      await withPasskey();
    } catch (error) {
      setProblem(passkeyProblem(error));
      setAsking(false);
    }
  }

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <Button type="button" className="w-full" disabled={asking} onClick={confirmWithPasskey}>
          {asking ? <Loader2 aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
          {asking ? "Waiting for your passkey..." : "Confirm with a passkey"}
        </Button>
      </div>
      <DialogForm
        form={form}
        onSubmit={(values, showIssues) => {
          if (!values.recoveryCode.trim()) {
            form.setError("recoveryCode", { message: "Enter a recovery code" });
            return;
          }
          onSubmit(values, showIssues);
        }}
        aria-label="Remove with a recovery code"
        submitLabel="Remove with recovery code"
        pendingLabel="Removing..."
      >
        <TextField
          control={form.control}
          name="recoveryCode"
          label="Or a recovery code"
          description="One of the ten codes you saved, like abcde-fghij. Each works once."
          autoComplete="off"
          spellCheck={false}
        />
      </DialogForm>
    </div>
  );
}
