"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountSettingsDto } from "@/lib/account/types";
import { errorMessage, fieldIssues, isUnauthorizedError } from "@/lib/client/api-client";
import { handleLoggedOut, USER_QUERY_KEY } from "@/components/billing/billing-client";
import { toast } from "@/components/hooks/use-toast";

// What the account settings cards share: one cached copy of GET /api/account/profile (every change answers the
// new settings, which replace it), and one way to show a failed change.

export const ACCOUNT_SETTINGS_QUERY_KEY = ["/api/account/profile"] as const;

/** The settings, seeded by the server-rendered page so the cards never show a loading state on first paint. */
export function useAccountSettings(initial: AccountSettingsDto): AccountSettingsDto {
  const { data } = useQuery<AccountSettingsDto>({ queryKey: [...ACCOUNT_SETTINGS_QUERY_KEY], initialData: initial });
  return data;
}

/** After a change: every card reads the server's answer; the nav bar (name, address) refetches. */
export function useStoreSettings(): (settings: AccountSettingsDto) => void {
  const queryClient = useQueryClient();
  return (settings) => {
    queryClient.setQueryData([...ACCOUNT_SETTINGS_QUERY_KEY], settings);
    void queryClient.invalidateQueries({ queryKey: [...USER_QUERY_KEY] });
  };
}

/**
 * A failed change: a 401 means the session ended (say so, then sign in again); a 400 naming fields puts the
 * messages under them; anything else is a toast titled `title`.
 */
export function reportFailure<F extends string>(
  error: unknown,
  title: string,
  fields: readonly F[] = [],
  showIssues?: (issues: { field: F; message: string }[]) => void,
): void {
  if (isUnauthorizedError(error)) {
    handleLoggedOut();
    return;
  }
  const issues = fieldIssues(error, fields);
  if (issues.length > 0 && showIssues) {
    showIssues(issues);
    return;
  }
  toast({ title, description: errorMessage(error), variant: "destructive" });
}
