"use client";

import type { ComponentProps } from "react";
import type { FieldValues } from "react-hook-form";
import { BoundField, type BoundFieldProps } from "./bound-field";
import { MoneyInput } from "./money-input";

type MoneyInputProps = Omit<ComponentProps<typeof MoneyInput>, "name" | "defaultValue" | "value" | "onChange" | "onBlur">;

/** A labelled dollar amount bound to react-hook-form (decimal string), with its description and error message. */
export function MoneyField<T extends FieldValues>({ control, name, label, description, ...inputProps }: BoundFieldProps<T> & MoneyInputProps) {
  return (
    <BoundField control={control} name={name} label={label} description={description}>
      {(field) => <MoneyInput min="0.01" placeholder="0.00" {...inputProps} {...field} value={String(field.value ?? "")} />}
    </BoundField>
  );
}
