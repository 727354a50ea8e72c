"use client";

import { useMutation } from "@tanstack/react-query";

import { apiJson, errorMessage, isUnauthorizedError } from "@/lib/client/api-client";
import { handleLoggedOut, navigateToUrl } from "@/components/billing/billing-client";
import { toast } from "@/components/hooks/use-toast";

export function billingFailureToast(error: unknown, fallback: string) {
  if (isUnauthorizedError(error)) {
    handleLoggedOut();
    return;
  }
  toast({ title: "Error", description: errorMessage(error) || fallback, variant: "destructive" });
}

export function useBillingPortal() {
  return useMutation({
    mutationFn: () => apiJson<{ url?: string | null } | null>("POST", "/api/billing/portal"),
    onSuccess: (data) => {
      if (!data?.url) {
        toast({ title: "Error", description: "Failed to open the billing portal", variant: "destructive" });
        return;
      }
      navigateToUrl(data.url);
    },
    onError: (error) => billingFailureToast(error, "Failed to open the billing portal"),
  });
}
