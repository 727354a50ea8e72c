"use client";

import { errorMessage, fieldIssues, isUnauthorizedError } from "@/lib/client/api-client";
import { handleLoggedOut } from "@/components/billing/billing-client";
import { toast } from "@/components/hooks/use-toast";

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
