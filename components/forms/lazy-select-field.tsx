"use client";

import type { FieldValues } from "react-hook-form";
import { FormControl } from "@/components/ui/form";
import { LazySelect } from "@/components/ui/lazy-select";
import { SelectFieldFrame, type SelectFieldProps } from "@/components/forms/select-field-frame";

/** For a form on screen when its page paints: Radix Select and its positioning engine load after the page. */
export function LazySelectField<T extends FieldValues>({
  placeholder,
  options,
  disabled,
  ...frame
}: SelectFieldProps<T>) {
  return (
    <SelectFieldFrame {...frame}>
      {(field) => (
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
      )}
    </SelectFieldFrame>
  );
}
