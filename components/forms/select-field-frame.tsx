"use client";

import type { ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";

// No list here, so LazySelectField's pages do not bring Radix Select.

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  placeholder: string;
  options: readonly SelectOption[];
  disabled?: boolean;
}

export function SelectFieldFrame<T extends FieldValues>({
  control,
  name,
  label,
  description,
  children,
}: Pick<SelectFieldProps<T>, "control" | "name" | "label"> & {
  description?: (value: string | undefined) => ReactNode;
  children: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactNode;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          {children(field)}
          {description?.(field.value) ? <FormDescription>{description(field.value)}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
