"use client";

import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/**
 * A labelled Radix select bound to react-hook-form, with its description and the schema's error message.
 * `onValueChange` replaces the plain field update when choosing an option must do more (e.g. prefill others);
 * it receives the field's own onChange to call.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  options,
  disabled,
  description,
  onValueChange,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  placeholder: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  description?: (value: string | undefined) => ReactNode;
  onValueChange?: (value: string, onChange: (value: string) => void) => void;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select
            value={field.value ?? ""}
            onValueChange={(value) => (onValueChange ? onValueChange(value, field.onChange) : field.onChange(value))}
            disabled={disabled}
          >
            <FormControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent position="popper">
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {description?.(field.value) ? <FormDescription>{description(field.value)}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
