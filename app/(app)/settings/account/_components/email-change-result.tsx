import { CircleAlert, CircleCheck } from "lucide-react";
import type { EmailChangeResult } from "@/lib/account/settings";

// What happened to a change of address, after its mailed link (GET /api/account/email/confirm) sends the browser
// here with ?email=changed|taken|invalid. Server-rendered with the page, so it is there before anything loads.

const RESULTS: Record<EmailChangeResult, { ok: boolean; text: (email: string) => string }> = {
  changed: { ok: true, text: (email) => `Your e-mail address is now ${email}. Use it to sign in from now on.` },
  taken: {
    ok: false,
    text: () => "That address now belongs to another DebtWise account, so your e-mail address was not changed.",
  },
  invalid: {
    ok: false,
    text: () =>
      "That link has expired, was already used, or was replaced by a newer one. Your e-mail address was not changed.",
  },
};

export function isEmailChangeResult(value: unknown): value is EmailChangeResult {
  return typeof value === "string" && Object.hasOwn(RESULTS, value);
}

export function EmailChangeResultNotice({ result, email }: { result: EmailChangeResult; email: string }) {
  const { ok, text } = RESULTS[result];
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <p
      role={ok ? "status" : "alert"}
      data-testid="email-change-result"
      className={
        ok
          ? "flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 p-3 text-sm"
          : "flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="break-words">{text(email)}</span>
    </p>
  );
}
