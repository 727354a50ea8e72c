"use client";

import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import type { SelectOption } from "@/components/forms/select-field";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { LazySelect } from "@/components/ui/lazy-select";

/**
 * SelectField (components/forms/select-field.tsx) for a form on screen when its page paints: the list is a
 * LazySelect, so Radix Select and its positioning engine load after the page.
 */
export function LazySelectField<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  options,
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  placeholder: string;
  options: readonly SelectOption[];
  disabled?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          {/* FormControl gives the list its id, aria-describedby and aria-invalid, as SelectField's trigger gets them. */}
          <FormControl>
            <LazySelect
              value={field.value ?? ""}
              onValueChange={field.onChange}
              options={options}
              placeholder={placeholder}
              disabled={disabled}
              position="popper"
              className="w-full"
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
