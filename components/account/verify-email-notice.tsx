"use client";

import { useState, useSyncExternalStore } from "react";
import { MailWarning, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useIntentStandIn } from "@/components/hooks/use-intent-stand-in";

// Closing it hides it for the rest of the visit (this tab's sessionStorage): the account works meanwhile, except for
// what needs a proven address (lib/auth/verified-email.ts).

const DISMISSED_KEY = "dw:verify-email-notice-dismissed";
const noSubscription = () => () => {};

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false; // storage blocked: the notice simply shows again on the next page load
  }
}

const loadResendButton = () => import("./resend-verification-button").then((m) => m.ResendVerificationButton);

/** The notice is in every signed-in page's JavaScript, its button's mutation need not be (ARCHITECTURE.md "Speed"). */
function ResendLinkButton() {
  const { loaded: Loaded, openOnLoad, focusOnLoad, standIn } = useIntentStandIn(loadResendButton);
  const props = { variant: "outline", size: "sm", className: "self-start sm:self-auto" } as const;
  if (Loaded) return <Loaded {...props} sendAtOnce={openOnLoad} focusOnLoad={focusOnLoad} />;
  return (
    <Button type="button" {...props} {...standIn}>
      Resend link
    </Button>
  );
}

export function VerifyEmailNotice({ email }: { email: string }) {
  const dismissedEarlier = useSyncExternalStore(noSubscription, readDismissed, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || dismissedEarlier) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // hidden for this page only
    }
    setDismissed(true);
  };

  return (
    <section
      aria-label="Confirm your e-mail address"
      className="border-b border-notice-border bg-notice text-notice-foreground"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:items-center sm:px-6 lg:px-8">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 sm:mt-0" />
        <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            <strong className="font-semibold">Confirm your e-mail address:</strong> we sent a link to{" "}
            <span className="font-medium break-all">{email}</span>. Until then you can&apos;t join or invite to shared
            plans, get payment reminders, add a phone number or create API tokens.
          </p>
          <ResendLinkButton />
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="-my-1 size-8 shrink-0"
          onClick={dismiss}
          aria-label="Hide this notice for now"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
