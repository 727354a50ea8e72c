"use client";

import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation } from "@tanstack/react-query";

import { apiJson } from "@/lib/client/api-client";
import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
} from "@/lib/validations/form-limits";
import type { TSupportRequest, TSupportRequestInput } from "@/lib/validations/support";
import type { SupportRequestDto } from "@/lib/support/policy";
import { reportFailure } from "@/components/feedback/report-failure";
import { BoundField } from "@/components/forms/bound-field";
import { LazySelectField } from "@/components/forms/lazy-select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { showIssuesOn } from "@/components/forms/show-issues";
import { toast } from "@/components/hooks/use-toast";
import { Card, CardContent } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";

const FIELDS = ["category", "subject", "message"] as const;
const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((value) => ({ value, label: SUPPORT_CATEGORY_LABELS[value] }));
/** No topic chosen yet: the select shows its placeholder, and the schema asks for one. */
const EMPTY = { subject: "", message: "" };

/**
 * The form. Its heading and what it says about answering (`header`) are rendered on the server (page.tsx), so
 * their icons and badge are not in the page's JavaScript; the answer after sending comes from the POST.
 */
export function SupportForm({ header }: { header: ReactNode }) {
  const form = useForm<TSupportRequestInput, unknown, TSupportRequest>({
    resolver: lazyZodResolver(() => import("@/lib/validations/support").then((m) => m.ZSupportRequest)),
    defaultValues: EMPTY,
  });
  const send = useMutation({
    mutationFn: (values: TSupportRequest) => apiJson<SupportRequestDto>("POST", "/api/support", values),
    onSuccess: (answer) => {
      form.reset(EMPTY);
      toast({
        title: "Request sent",
        description: `${copyNote(answer)}${answer.responseText}`,
      });
    },
    onError: (error) => reportFailure(error, "Couldn't send your request", FIELDS, showIssuesOn(form)),
  });

  return (
    <Card role="region" aria-labelledby="support-heading" data-testid="support-card">
      {header}
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate className="space-y-4">
            <LazySelectField
              control={form.control}
              name="category"
              label="Topic"
              placeholder="Choose a topic"
              options={CATEGORY_OPTIONS}
            />
            <TextField
              control={form.control}
              name="subject"
              label="Subject"
              maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
              autoComplete="off"
            />
            <BoundField
              control={form.control}
              name="message"
              label="Message"
              description={`What happened, and what you expected. Up to ${SUPPORT_MESSAGE_MAX_LENGTH} characters.`}
            >
              {(field) => (
                <Textarea {...field} value={field.value ?? ""} rows={8} maxLength={SUPPORT_MESSAGE_MAX_LENGTH} />
              )}
            </BoundField>
            <div className="flex justify-end">
              <SubmitButton pending={send.isPending} pendingLabel="Sending...">
                Send request
              </SubmitButton>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

/** What the toast says about the user's copy: sent, withheld until the address is confirmed, or nothing. */
function copyNote(answer: SupportRequestDto): string {
  if (answer.copySent) return "We e-mailed you a copy. ";
  if (answer.copyWithheld) return "We didn't e-mail you a copy: your address isn't confirmed yet. ";
  return "";
}
