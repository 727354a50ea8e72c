"use client";

import type { Control, FieldPath, FieldValues } from "react-hook-form";
import type { DebtDto } from "@/lib/debts/types";
import { formatDollars } from "@/lib/format";
import { SelectField } from "@/components/forms/select-field";

export function DebtSelectField<T extends FieldValues>({
  control,
  debts,
  isLoading,
  disabled,
}: {
  control: Control<T>;
  debts: readonly DebtDto[];
  isLoading: boolean;
  disabled: boolean;
}) {
  return (
    <SelectField
      control={control}
      name={"debtId" as FieldPath<T>}
      label="Debt"
      placeholder={isLoading ? "Loading your debts..." : "Select a debt"}
      options={debts.map((debt) => ({
        value: debt.id,
        label: `${debt.name} (${formatDollars(debt.balance)})${debt.isClosed ? ", paid off" : ""}`,
      }))}
      disabled={disabled || isLoading}
    />
  );
}
