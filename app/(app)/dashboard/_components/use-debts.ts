"use client";

import { useQuery } from "@tanstack/react-query";
import type { DebtDto } from "@/lib/debts/types";
import { queryKeys } from "@/lib/query-keys";

/** The user's debts (GET /api/debts), shared by every dashboard card through the query cache. */
export function useDebts() {
  return useQuery<DebtDto[]>({ queryKey: queryKeys.debts });
}
