import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "@/lib/class-merge";

// A single class string is returned as is: such strings are written without conflicts (tests/unit/utils.test.ts).
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
