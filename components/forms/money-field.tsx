"use client";

import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { MoneyInput } from "./money-input";

type MoneyInputProps = Omit<ComponentProps<typeof MoneyInput>, "name" | "defaultValue" | "value" | "onChange" | "onBlur">;

/** A labelled dollar amount bound to react-hook-form (decimal string), with its description and error message. */
export function MoneyField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  ...inputProps
}: { control: Control<T>; name: FieldPath<T>; label: ReactNode; description?: ReactNode } & MoneyInputProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <MoneyInput min="0.01" placeholder="0.00" {...inputProps} {...field} value={String(field.value ?? "")} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
