"use client";

import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { MoneyField, type AmountShortcut } from "@/components/forms/money-field";

/**
 * The "Amount" of money a dialog's form moves (a payment, money added to a goal), bound to the form's `amount`,
 * with the shortcut that fills in what is left (the balance, the rest of the target) when there is some.
 */
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
