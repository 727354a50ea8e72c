"use client";

import type { ComponentProps } from "react";
import type { FieldValues } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { BoundField, type BoundFieldProps } from "./bound-field";

type InputProps = Omit<ComponentProps<typeof Input>, "name" | "defaultValue" | "value" | "onChange" | "onBlur">;

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  ...inputProps
}: BoundFieldProps<T> & InputProps) {
  return (
    <BoundField control={control} name={name} label={label} description={description}>
      {(field) => <Input {...inputProps} {...field} value={field.value ?? ""} />}
    </BoundField>
  );
}
