import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "@/lib/class-merge";

/**
 * Merge Tailwind classes, letting later ones win (shadcn/ui convention; lib/class-merge.ts). A single class string (a
 * component's base classes when the caller passes no className) is returned as it is: there is nothing to merge it
 * with. Such strings are written without conflicting classes; tests/unit/utils.test.ts checks every literal passed
 * to cn and every variant of the shared primitives.
 */
export function cn(...inputs: ClassValue[]) {
  let only: ClassValue;
  let given = 0;
  for (const input of inputs) {
    if (!input) continue;
    only = input;
    given++;
  }
  if (given === 1 && typeof only === "string") return only;
  return mergeClasses(clsx(inputs));
}
