"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation } from "@tanstack/react-query";

import { apiJson, errorMessage, fieldIssues, isUnauthorizedError } from "@/lib/client/api-client";
import type { TProfile, TProfileInput } from "@/lib/validations/account";
import { handleLoggedOut } from "@/components/billing/billing-client";
import { SubmitButton } from "@/components/forms/submit-button";
import { NameFields } from "@/components/forms/account-fields";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";

const FIELDS = ["firstName", "lastName"] as const;

export function WelcomeForm({ next }: { next: string }) {
  const form = useForm<TProfileInput, unknown, TProfile>({
    resolver: lazyZodResolver(() => import("@/lib/validations/account").then((m) => m.ZProfile)),
    defaultValues: { firstName: "", lastName: "" },
  });
  const save = useMutation({
    mutationFn: (values: TProfile) => apiJson("PATCH", "/api/account/profile", values),
    // A full load: the signed-in layout (nav bar, greeting) was rendered without a name.
    onSuccess: () => window.location.assign(next),
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleLoggedOut();
      const issues = fieldIssues(error, FIELDS);
      for (const { field, message } of issues) form.setError(field, { message }, { shouldFocus: true });
      if (issues.length === 0) form.setError("root", { message: errorMessage(error) });
    },
  });
  const busy = save.isPending || save.isSuccess;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-2xl">
          <h1>Welcome to DebtWise!</h1>
        </CardTitle>
        <CardDescription>
          What should we call you? You can change your name any time in your account settings.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4">
            <NameFields control={form.control} disabled={busy} autoFocus />
            {form.formState.errors.root?.message ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive"
              >
                {form.formState.errors.root.message}
              </p>
            ) : null}
            <SubmitButton pending={busy} pendingLabel="Saving..." className="w-full">
              Continue
            </SubmitButton>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
