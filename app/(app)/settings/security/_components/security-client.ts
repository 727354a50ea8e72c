"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SecurityStatusDto } from "@/lib/auth/security-types";
import { queryKeys } from "@/lib/query-keys";

// What the security cards share: one cached copy of GET /api/account/security (every change answers the new
// status, which replaces it).

/** The status, seeded by the server-rendered page so the cards never show a loading state on first paint. */
export function useSecurityStatus(initial: SecurityStatusDto): SecurityStatusDto {
  const { data } = useQuery<SecurityStatusDto>({ queryKey: queryKeys.securityStatus, initialData: initial });
  return data;
}

export function useStoreSecurityStatus(): (status: SecurityStatusDto) => void {
  const queryClient = useQueryClient();
  return (status) => queryClient.setQueryData(queryKeys.securityStatus, status);
}
