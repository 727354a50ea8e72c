import type { ReactNode, Ref } from "react";

// The props of LazySelect (./lazy-select.tsx), shared with the Radix Select it loads (./lazy-select-loaded.tsx).

export interface LazySelectOption {
  value: string;
  label: ReactNode;
}

export interface LazySelectProps {
  /** Required unless a FormControl around it gives one. */
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly LazySelectOption[];
  /** Classes for the trigger (its width). */
  className?: string;
  /** Shown while no option is chosen (`value` ""). */
  placeholder?: ReactNode;
  /** Where the open list sits: Radix's default aligns the chosen item over the trigger. */
  position?: "item-aligned" | "popper";
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  /** For react-hook-form (FormControl): its field's blur and ref (focused on a validation error). */
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
}
