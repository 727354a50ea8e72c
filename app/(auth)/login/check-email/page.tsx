import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "@/components/ui/link";
import { Inbox, MailCheck } from "lucide-react";
import { SIGN_IN_LINK_MAX_AGE_SECONDS } from "@/lib/auth/next-auth";
import { isOutboxPageEnabled } from "@/lib/messaging/outbox";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { AuthCardHeader, AuthShell } from "../_components/auth-shell";

export const metadata: Metadata = { title: "Check your email" };

// Auth.js's verifyRequest page: where the browser lands after asking for a sign-in link. Read at request time:
// whether the local outbox is the delivery channel is a run-time fact, not a build-time one.
export const dynamic = "force-dynamic";

export default async function CheckEmailPage() {
  const outbox = isOutboxPageEnabled(await headers());
  const minutes = Math.round(SIGN_IN_LINK_MAX_AGE_SECONDS / 60);
  return (
    <AuthShell>
      <Card className="w-full max-w-md shadow-lg">
        <AuthCardHeader
          icon={MailCheck}
          title="Check your email"
          description={
            <>We sent you a sign-in link. Open it to sign in: it works once and expires in {minutes} minutes.</>
          }
        />
        <CardContent className="space-y-4">
          {outbox && (
            <p className="flex gap-2 rounded-md border border-dashed p-3 text-sm">
              <Inbox aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                This is a local run without an e-mail provider, so the link was not e-mailed.{" "}
                <Link href="/dev/outbox" className="font-medium underline underline-offset-2">
                  Open the local outbox
                </Link>{" "}
                to find it.
              </span>
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            No email after a few minutes? Check your spam folder, or request a new link.
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link href="/login">Back to sign in</Link>
          </Button>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
