"use client";

import type { ComponentProps, ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { BoundField, type BoundFieldProps } from "./bound-field";
import { MoneyInput } from "./money-input";

type MoneyInputProps = Omit<
  ComponentProps<typeof MoneyInput>,
  "name" | "defaultValue" | "value" | "onChange" | "onBlur"
>;

/** A note under an amount with a one-click fill: "Remaining balance ..." + "Pay in full". */
export interface AmountShortcut {
  note: ReactNode;
  label: string;
  value: string;
}

/** With `shortcut`, a link-style button fills the field as typing would (an earlier error clears at once). */
export function MoneyField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  shortcut,
  ...inputProps
}: Omit<BoundFieldProps<T>, "descriptionClassName"> & MoneyInputProps & { shortcut?: AmountShortcut | null }) {
  return (
    <BoundField
      control={control}
      name={name}
      label={label}
      description={
        shortcut
          ? (field) => (
              <>
                <span>{shortcut.note}</span>
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  disabled={inputProps.disabled}
                  onClick={() => field.onChange(shortcut.value)}
                >
                  {shortcut.label}
                </Button>
              </>
            )
          : description
      }
      descriptionClassName={shortcut ? "flex flex-wrap items-center justify-between gap-x-2" : undefined}
    >
      {(field) => <MoneyInput placeholder="0.00" {...inputProps} {...field} value={String(field.value ?? "")} />}
    </BoundField>
  );
}
