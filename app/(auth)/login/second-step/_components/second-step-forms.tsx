"use client";

import { useState } from "react";
import Link from "@/components/ui/link";
import { fieldCheck, SingleTextField, useSingleField } from "@/components/forms/single-field-form";
import { SubmitButton } from "@/components/forms/submit-button";
import { Button } from "@/components/ui/button";
import { ApiError, apiJson, errorMessage } from "@/lib/client/api-client";

// The second step's answers (docs/product-rules.md "Second factor"): the authenticator app's code when the account
// has one, and a recovery code always (behind "Use a recovery code instead" while the code form is shown). A wrong
// answer is shown under the field; the account's lock (429) and an ended sign-in (401) above the form.

type Kind = "code" | "recovery";

const checkCode = fieldCheck(() => import("@/lib/validations/second-factor").then((m) => m.ZTotpCode), "code");
const checkRecoveryCode = fieldCheck(
  () => import("@/lib/validations/second-factor").then((m) => m.ZRecoveryCodeAnswer),
  "recoveryCode",
);

export function SecondStepForms({ authenticator, callbackUrl }: { authenticator: boolean; callbackUrl: string }) {
  const [kind, setKind] = useState<Kind>(authenticator ? "code" : "recovery");
  return (
    <div className="space-y-3">
      {kind === "code" ? (
        <AnswerForm key="code" kind="code" callbackUrl={callbackUrl} />
      ) : (
        <AnswerForm key="recovery" kind="recovery" callbackUrl={callbackUrl} autoFocus={authenticator} />
      )}
      {authenticator ? (
        <Button
          type="button"
          variant="link"
          className="h-auto w-full px-0"
          onClick={() => setKind(kind === "code" ? "recovery" : "code")}
        >
          {kind === "code" ? "Use a recovery code instead" : "Use a code from your authenticator app instead"}
        </Button>
      ) : null}
    </div>
  );
}

function AnswerForm({ kind, callbackUrl, autoFocus = true }: { kind: Kind; callbackUrl: string; autoFocus?: boolean }) {
  const field = useSingleField<Record<string, string>>(kind === "code" ? checkCode : checkRecoveryCode);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; signInAgain: boolean } | null>(null);

  async function send(answer: Record<string, string>) {
    setPending(true);
    setProblem(null);
    try {
      await apiJson("POST", "/api/auth/second-factor", answer);
      // Stays pending while the next page loads: the session now signs in.
      window.location.assign(callbackUrl);
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.status === 400) field.setError(errorMessage(error), { focus: true });
      else if (error instanceof ApiError && error.status === 401)
        setProblem({ message: "This sign-in has ended. Sign in again to continue.", signInAgain: true });
      else
        setProblem({
          message:
            error instanceof TypeError
              ? "Couldn't reach DebtWise. Check your connection and try again."
              : errorMessage(error),
          signInAgain: false,
        });
    }
  }

  const isCode = kind === "code";
  return (
    <form
      onSubmit={field.handleSubmit(send)}
      noValidate
      className="space-y-4"
      aria-label={isCode ? "Authenticator code" : "Recovery code"}
    >
      {problem ? (
        <div
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {problem.message}{" "}
          {problem.signInAgain ? (
            <Link href="/login" className="font-medium underline underline-offset-2">
              Sign in
            </Link>
          ) : null}
        </div>
      ) : null}
      {isCode ? (
        <SingleTextField
          field={field}
          name="code"
          label="Authenticator code"
          description="Enter the 6-digit code from your authenticator app."
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={autoFocus}
          spellCheck={false}
        />
      ) : (
        <SingleTextField
          field={field}
          name="recoveryCode"
          label="Recovery code"
          description="One of the ten codes you saved when you set up your second step, like abcde-fghij. Each works once."
          autoComplete="off"
          autoCapitalize="none"
          autoFocus={autoFocus}
          spellCheck={false}
        />
      )}
      <SubmitButton className="w-full" pending={pending} pendingLabel="Checking...">
        {isCode ? "Verify code" : "Use recovery code"}
      </SubmitButton>
    </form>
  );
}
