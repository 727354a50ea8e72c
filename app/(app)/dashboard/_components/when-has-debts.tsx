"use client";

import type { ReactNode } from "react";
import { useDebts } from "./use-debts";

/**
 * Cards about debts that exist (progress, forecast): left out for an account with no debts, whose dashboard is the
 * empty state (docs/product-rules.md "Screens and routes"). A user who paid everything off still has them, and a
 * list that failed to load hides nothing (the debts card says why).
 */
export function WhenHasDebts({ children }: { children: ReactNode }) {
  const { data } = useDebts();
  return data?.length === 0 ? null : children;
}
