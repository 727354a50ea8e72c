"use client";

import type { Control, FieldPath, FieldValues } from "react-hook-form";
import type { TProfileInput } from "@/lib/validations/account";
import { TextField } from "@/components/forms/text-field";

export function NameFields({
  control,
  disabled,
  autoFocus,
}: {
  control: Control<TProfileInput>;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        control={control}
        name="firstName"
        label="First name"
        autoComplete="given-name"
        maxLength={60}
        autoFocus={autoFocus}
        disabled={disabled}
      />
      <TextField
        control={control}
        name="lastName"
        label="Last name (optional)"
        autoComplete="family-name"
        maxLength={60}
        disabled={disabled}
      />
    </>
  );
}

/** The server asks for it before changing the e-mail address or the password; an account with none is not asked. */
export function CurrentPasswordField<T extends FieldValues>({
  control,
  hasPassword,
}: {
  control: Control<T>;
  hasPassword: boolean;
}) {
  return hasPassword ? (
    <TextField
      control={control}
      name={"currentPassword" as FieldPath<T>}
      label="Current password"
      type="password"
      autoComplete="current-password"
    />
  ) : null;
}
