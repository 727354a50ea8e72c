"use client";

import type { Control } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";

/** The 6-digit code field of the security dialogs: a number pad on phones, the code offered by the keyboard. */
export function AuthenticatorCodeField({ control }: { control: Control<{ code: string }> }) {
  return (
    <TextField
      control={control}
      name="code"
      label="Code from your authenticator app"
      description="6 digits. A new code shows every 30 seconds."
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
    />
  );
}
