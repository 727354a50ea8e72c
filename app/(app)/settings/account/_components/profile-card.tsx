"use client";

import Link from "@/components/ui/link";
import { useMutation } from "@tanstack/react-query";
import { ArrowRight, BadgeCheck, Loader2, MailQuestion } from "lucide-react";

import type { AccountSettingsDto } from "@/lib/account/types";
import { apiJson } from "@/lib/client/api-client";
import { ResendVerificationButton } from "@/components/account/resend-verification-button";
import { toast } from "@/components/hooks/use-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { reportFailure, useAccountSettings, useStoreSettings } from "./account-settings-client";
import { lazyDialog } from "@/components/ui/lazy-dialog";

// The two change dialogs (Radix Dialog, their forms) load after the page, their buttons standing in until then.
const NameDialog = lazyDialog(() => import("./name-dialog").then((m) => m.NameDialog));
const EmailDialog = lazyDialog(() => import("./email-dialog").then((m) => m.EmailDialog));

/** Who is signed in: name and address (each with its change), whether the address is verified, and the plan. */
export function ProfileCard({ initial, planName }: { initial: AccountSettingsDto; planName: string }) {
  const settings = useAccountSettings(initial);
  const name = [settings.firstName, settings.lastName].filter(Boolean).join(" ");

  return (
    <Card role="region" aria-labelledby="account-profile-heading">
      <CardHeader>
        <h2 id="account-profile-heading" className="text-lg font-semibold">
          Profile
        </h2>
      </CardHeader>
      <CardContent>
        <dl className="divide-y text-sm">
          <Row
            label="Name"
            action={
              <NameDialog
                settings={settings}
                trigger={
                  <Button type="button" variant="outline" size="sm">
                    Edit name
                  </Button>
                }
              />
            }
          >
            <span className="font-medium break-words" data-testid="account-name">
              {name || "Not set"}
            </span>
          </Row>
          <Row
            label="E-mail"
            action={
              <EmailDialog
                settings={settings}
                trigger={
                  <Button type="button" variant="outline" size="sm">
                    Change e-mail
                  </Button>
                }
              />
            }
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-all" data-testid="account-email">
                {settings.email}
              </span>
              {settings.emailVerified ? (
                <Badge variant="success">
                  <BadgeCheck aria-hidden="true" />
                  Verified
                </Badge>
              ) : (
                <Badge variant="outline">Not verified</Badge>
              )}
            </div>
            {settings.emailVerified ? null : (
              <p className="mt-2 flex flex-wrap items-center gap-x-2 text-muted-foreground">
                Open the link we sent to this address to confirm it.
                <ResendVerificationButton variant="link" size="sm" className="h-auto p-0" />
              </p>
            )}
            {settings.pendingEmail ? <PendingEmail pendingEmail={settings.pendingEmail} /> : null}
          </Row>
          <Row
            label="Plan"
            action={
              <Button asChild variant="outline" size="sm">
                <Link href="/settings/billing">
                  Billing
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            }
          >
            <span className="font-medium" data-testid="account-plan">
              {planName}
            </span>
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

function Row({ label, action, children }: { label: string; action: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="py-4 first:pt-0 last:pb-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">{children}</div>
        <div className="shrink-0">{action}</div>
      </dd>
    </div>
  );
}

/** A change of address waiting for its link: where it goes, and a way to call it off (the link stops working). */
function PendingEmail({ pendingEmail }: { pendingEmail: string }) {
  const store = useStoreSettings();
  const cancel = useMutation({
    mutationFn: () => apiJson<AccountSettingsDto>("DELETE", "/api/account/email"),
    onSuccess: (data) => {
      store(data);
      toast({ title: "Change cancelled", description: "The link we sent no longer works." });
    },
    onError: (error) => reportFailure(error, "Couldn't cancel the change"),
  });
  return (
    <div
      role="status"
      className="mt-3 flex flex-col gap-2 rounded-md border border-dashed p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="account-pending-email"
    >
      <span className="flex items-start gap-2">
        <MailQuestion aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Waiting for you to open the link we sent to <span className="font-medium break-all">{pendingEmail}</span>.
        </span>
      </span>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => cancel.mutate()}
        disabled={cancel.isPending}
        className="self-start sm:self-auto"
      >
        {cancel.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        Cancel change
      </Button>
    </div>
  );
}
