"use client";

import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { FormControl } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SelectFieldFrame, type SelectFieldProps } from "@/components/forms/select-field-frame";

/** `onValueChange` replaces the plain update when choosing must do more; it gets the field's onChange to call. */
export function SelectField<T extends FieldValues>({
  placeholder,
  options,
  disabled,
  onValueChange,
  ...frame
}: SelectFieldProps<T> & {
  description?: (value: string | undefined) => ReactNode;
  onValueChange?: (value: string, onChange: (value: string) => void) => void;
}) {
  return (
    <SelectFieldFrame {...frame}>
      {(field) => (
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
      )}
    </SelectFieldFrame>
  );
}
