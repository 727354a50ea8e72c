"use client";

import { MailWarning } from "lucide-react";
import { ResendVerificationButton } from "@/components/account/resend-verification-button";

/** Where an unverified address may not act yet: the server would answer 403 (lib/auth/verified-email.ts). */
export function VerifyFirstNotice({ email, what, testId }: { email: string; what: string; testId: string }) {
  return (
    <div
      className="flex w-full flex-col gap-3 rounded-md border border-notice-border bg-notice p-3 text-sm text-notice-foreground sm:flex-row sm:items-center"
      data-testid={testId}
    >
      <MailWarning aria-hidden="true" className="size-4 shrink-0" />
      <p className="flex-1">
        <strong className="font-semibold">Verify your e-mail first.</strong> {what} once you open the link we sent to{" "}
        <span className="font-medium break-all">{email}</span>.
      </p>
      <ResendVerificationButton variant="outline" size="sm" className="self-start sm:self-auto" />
    </div>
  );
}
