"use client";

import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { MoneyField, type AmountShortcut } from "@/components/forms/money-field";

export function AmountField<T extends FieldValues>({
  control,
  disabled,
  shortcut,
}: {
  control: Control<T>;
  disabled: boolean;
  shortcut: AmountShortcut | null;
}) {
  return (
    <MoneyField
      control={control}
      name={"amount" as FieldPath<T>}
      label="Amount"
      disabled={disabled}
      shortcut={shortcut}
    />
  );
}
