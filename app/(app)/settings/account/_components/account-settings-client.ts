"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountSettingsDto } from "@/lib/account/types";
import { queryKeys } from "@/lib/query-keys";

// What the account settings cards share: one cached copy of GET /api/account/profile (every change answers the
// new settings, which replace it), and one way to show a failed change.

/** The settings, seeded by the server-rendered page so the cards never show a loading state on first paint. */
export function useAccountSettings(initial: AccountSettingsDto): AccountSettingsDto {
  const { data } = useQuery<AccountSettingsDto>({ queryKey: queryKeys.accountSettings, initialData: initial });
  return data;
}

/** After a change: every card reads the server's answer; the nav bar (name, address) refetches. */
export function useStoreSettings(): (settings: AccountSettingsDto) => void {
  const queryClient = useQueryClient();
  return (settings) => {
    queryClient.setQueryData(queryKeys.accountSettings, settings);
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  };
}

// Shared with other screens' changes (components/feedback); the cards import it from here.
export { reportFailure } from "@/components/feedback/report-failure";
