"use client";

import { useId, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

// For forms on screen when their page paints, react-hook-form would be most of the page's own JavaScript. This
// behaves as it does (mode "onSubmit"), with FormItem's markup and ARIA (components/ui/form.tsx).

export type FieldCheck<V> = (value: string) => Promise<{ ok: true; value: V } | { ok: false; message: string }>;

/** What fieldCheck needs of a schema: zod's safeParse, typed structurally so this module never imports zod. */
interface ParsingSchema<O> {
  safeParse(
    input: unknown,
  ): { success: true; data: O } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** The schema is fetched on the first check. */
export function fieldCheck<O>(load: () => Promise<ParsingSchema<O>>, name: string): FieldCheck<O> {
  return async (value) => {
    const parsed = (await load()).safeParse({ [name]: value });
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
  };
}

export function useSingleField<V>(check: FieldCheck<V>) {
  const [value, setValueState] = useState("");
  const [error, setErrorState] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The value as of the last change, for callbacks that outlive a render (a request's answer).
  const current = useRef("");
  // After a submit, every change is checked again (react-hook-form's reValidateMode "onChange").
  const submitted = useRef(false);
  // Only the latest check may set the message: checks are asynchronous (the first one loads zod).
  const checks = useRef(0);
  const fieldId = `${useId()}-form-item`;

  function validate(text: string) {
    const run = ++checks.current;
    return check(text).then((result) => {
      if (run === checks.current) setErrorState(result.ok ? null : result.message);
      return result;
    });
  }

  return {
    value,
    error,
    fieldId,
    registerInput: (element: HTMLInputElement | null) => {
      inputRef.current = element;
    },
    focus: () => inputRef.current?.focus(),
    current: () => current.current,
    /** `validate` checks it at once, as react-hook-form's shouldValidate. */
    setValue(text: string, { validate: now = submitted.current }: { validate?: boolean } = {}) {
      current.current = text;
      setValueState(text);
      if (now) void validate(text);
    },
    handleSubmit(onValid: (output: V) => void) {
      return (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submitted.current = true;
        void validate(current.current).then((result) => {
          if (result.ok) onValid(result.value);
          else inputRef.current?.focus();
        });
      };
    },
    setError(message: string, { focus = false }: { focus?: boolean } = {}) {
      checks.current++;
      setErrorState(message);
      if (focus) inputRef.current?.focus();
    },
    reset() {
      checks.current++;
      submitted.current = false;
      current.current = "";
      setValueState("");
      setErrorState(null);
    },
  };
}

export type SingleField = ReturnType<typeof useSingleField>;

type InputProps = Omit<ComponentProps<typeof Input>, "id" | "name" | "defaultValue" | "value" | "onChange" | "ref">;

export function SingleTextField({
  field,
  name,
  label,
  labelClassName,
  itemClassName,
  description,
  ...inputProps
}: {
  field: SingleField;
  name: string;
  label: ReactNode;
  labelClassName?: string;
  itemClassName?: string;
  description?: ReactNode;
} & InputProps) {
  const { fieldId, error, value, registerInput, setValue } = field;
  return (
    <div data-slot="form-item" className={cn("grid gap-2", itemClassName)}>
      <Label
        data-slot="form-label"
        data-error={error !== null}
        className={cn("data-[error=true]:text-destructive", labelClassName)}
        htmlFor={fieldId}
      >
        {label}
      </Label>
      <Input
        {...inputProps}
        data-slot="form-control"
        id={fieldId}
        aria-describedby={error === null ? `${fieldId}-description` : `${fieldId}-description ${fieldId}-message`}
        aria-invalid={error !== null}
        ref={registerInput}
        name={name}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      {description ? (
        <p data-slot="form-description" id={`${fieldId}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error !== null ? (
        <p data-slot="form-message" id={`${fieldId}-message`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
