"use client";

import type { ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";

export interface BoundFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  /** Text under the input; a function gets the bound field (for a description that can set the value). */
  description?: ReactNode | ((field: ControllerRenderProps<T, FieldPath<T>>) => ReactNode);
  descriptionClassName?: string;
}

/** FormControl gives the input its id and aria-describedby/aria-invalid, so it is announced with its own message. */
export function BoundField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  descriptionClassName,
  children,
}: BoundFieldProps<T> & { children: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactNode }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const text = typeof description === "function" ? description(field) : description;
        return (
          <FormItem>
            <FormLabel>{label}</FormLabel>
            <FormControl>{children(field)}</FormControl>
            {text ? <FormDescription className={descriptionClassName}>{text}</FormDescription> : null}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
