"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";

import { ApiError, apiJson, errorMessage } from "@/lib/client/api-client";
import { PHONE_CODE_LENGTH, PHONE_CODE_TTL_MINUTES, type ReminderPreferencesDto } from "@/lib/reminders/types";
import type { TConfirmPhoneVerification, TStartPhoneVerification } from "@/lib/validations/reminders";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/components/hooks/use-toast";
import { fieldCheck, SingleTextField, useSingleField } from "@/components/forms/single-field-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/forms/submit-button";
import { fieldMessage, formatPhone } from "./reminder-client";

// The mobile number for SMS reminders: enter a number, get a 6-digit code by text, enter the code. A verified
// number stays in use while a new one is being verified.

type Step = "number" | "code" | "verified";

export function PhoneVerification({ prefs }: { prefs: ReminderPreferencesDto }) {
  // Set when the user asks for the number form over the step the saved state implies.
  const [changing, setChanging] = useState(false);
  // Focus moves into a step the user just opened, never on page load.
  const [moved, setMoved] = useState(false);
  const saved: Step = prefs.pendingPhoneNumber ? "code" : prefs.phoneNumber ? "verified" : "number";
  const step: Step = changing ? "number" : saved;
  const go = (toNumberForm: boolean) => {
    setChanging(toNumberForm);
    setMoved(true);
  };

  if (step === "code") {
    return <CodeForm pendingNumber={prefs.pendingPhoneNumber!} autoFocus={moved} onUseAnotherNumber={() => go(true)} />;
  }
  if (step === "verified") {
    return (
      <div className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground">Mobile number</p>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 font-medium" data-testid="verified-phone">
            {formatPhone(prefs.phoneNumber!)}
            <Badge variant="success">
              <ShieldCheck aria-hidden="true" />
              Verified
            </Badge>
          </p>
        </div>
        <Button type="button" variant="outline" size="sm" className="self-start sm:self-auto" onClick={() => go(true)}>
          Change number
        </Button>
      </div>
    );
  }
  return (
    <NumberForm
      autoFocus={moved}
      onSent={() => go(false)}
      onCancel={saved === "number" ? undefined : () => go(false)}
    />
  );
}

/** POST /api/reminders/phone: texts a code; the answer carries the pending number. */
function useSendCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TStartPhoneVerification) =>
      apiJson<ReminderPreferencesDto>("POST", "/api/reminders/phone", input),
    onSuccess: (prefs, input) => {
      queryClient.setQueryData(queryKeys.reminderPreferences, prefs);
      toast({
        title: "Code sent",
        description: `We texted a ${PHONE_CODE_LENGTH}-digit code to ${formatPhone(prefs.pendingPhoneNumber ?? input.phoneNumber)}.`,
      });
    },
  });
}

// Both forms are one field each: useSingleField rather than react-hook-form, which would be most of this page's
// own JavaScript (the number form is on screen when it paints). The schemas load on the first check.
const checkNumber = fieldCheck(
  () => import("@/lib/validations/reminders").then((m) => m.ZStartPhoneVerification),
  "phoneNumber",
);
const checkCode = fieldCheck(
  () => import("@/lib/validations/reminders").then((m) => m.ZConfirmPhoneVerification),
  "code",
);

function NumberForm({
  autoFocus,
  onSent,
  onCancel,
}: {
  autoFocus: boolean;
  onSent: () => void;
  onCancel?: () => void;
}) {
  const sendCode = useSendCode();
  const field = useSingleField<TStartPhoneVerification>(checkNumber);

  const submit = field.handleSubmit((values) =>
    sendCode.mutate(values, {
      onSuccess: onSent,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) field.setError(fieldMessage(error));
        else toast({ title: "Couldn't send the code", description: errorMessage(error), variant: "destructive" });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add a mobile number" className="space-y-3">
      <SingleTextField
        field={field}
        name="phoneNumber"
        label="Mobile number"
        description="US numbers can be entered without +1. We'll text you a code to confirm it's yours."
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="(415) 555-0123"
        autoFocus={autoFocus}
        disabled={sendCode.isPending}
        className="sm:max-w-xs"
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={sendCode.isPending} pendingLabel="Sending code...">
          Send code
        </SubmitButton>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={sendCode.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function CodeForm({
  pendingNumber,
  autoFocus,
  onUseAnotherNumber,
}: {
  pendingNumber: string;
  autoFocus: boolean;
  onUseAnotherNumber: () => void;
}) {
  const queryClient = useQueryClient();
  const resend = useSendCode();
  const field = useSingleField<TConfirmPhoneVerification>(checkCode);
  const verify = useMutation({
    mutationFn: (input: TConfirmPhoneVerification) =>
      apiJson<ReminderPreferencesDto>("POST", "/api/reminders/phone/verify", input),
    onSuccess: (prefs) => {
      queryClient.setQueryData(queryKeys.reminderPreferences, prefs);
      toast({ title: "Phone number verified", description: "SMS reminders are on." });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) field.setError(fieldMessage(error), { focus: true });
      else toast({ title: "Couldn't verify the code", description: errorMessage(error), variant: "destructive" });
    },
  });
  const busy = verify.isPending || resend.isPending;

  const sendAgain = () =>
    resend.mutate(
      { phoneNumber: pendingNumber },
      {
        onSuccess: () => field.reset(),
        onError: (error) =>
          toast({ title: "Couldn't send a new code", description: errorMessage(error), variant: "destructive" }),
      },
    );

  return (
    <form
      onSubmit={field.handleSubmit((values) => verify.mutate(values))}
      noValidate
      aria-label="Confirm your mobile number"
      className="space-y-3"
    >
      <SingleTextField
        field={field}
        name="code"
        label="Verification code"
        description={`Enter the ${PHONE_CODE_LENGTH}-digit code we texted to ${formatPhone(pendingNumber)}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes.`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PHONE_CODE_LENGTH + 1}
        placeholder="123456"
        autoFocus={autoFocus}
        disabled={busy}
        className="sm:max-w-40 font-mono tracking-widest"
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={verify.isPending} pendingLabel="Verifying..." disabled={busy}>
          Verify
        </SubmitButton>
        <Button type="button" variant="outline" onClick={sendAgain} disabled={busy}>
          {resend.isPending ? "Sending..." : "Send a new code"}
        </Button>
        <Button type="button" variant="ghost" onClick={onUseAnotherNumber} disabled={busy}>
          Use a different number
        </Button>
      </div>
    </form>
  );
}
