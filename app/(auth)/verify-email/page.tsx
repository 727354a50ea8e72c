import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CircleAlert, MailCheck } from "lucide-react";
import { getCurrentUser } from "@/lib/auth/current-user";
import { ACCOUNT_TOKEN_MAX_AGE_SECONDS } from "@/lib/auth/account-tokens";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AuthShell } from "../login/_components/auth-shell";

export const metadata: Metadata = { title: "Confirm your e-mail address" };

// Where GET /api/account/verify-email sends the browser (?result=verified|invalid). Public: the link may be
// opened on a device that is not signed in. A dead link cannot tell expired from used, so the page says both and
// how to get a new one (the notice in the signed-in shell resends it); a visitor who is signed in and already
// verified (e.g. a second click) is told so instead.
export default async function VerifyEmailPage({ searchParams }: PageProps<"/verify-email">) {
  const { result } = await searchParams;
  const user = await getCurrentUser();
  const alreadyVerified = result !== "verified" && Boolean(user?.emailVerified);
  const verified = result === "verified" || alreadyVerified;
  const hours = Math.round(ACCOUNT_TOKEN_MAX_AGE_SECONDS / 3600);
  return (
    <AuthShell>
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="text-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            {verified ? (
              <MailCheck aria-hidden="true" className="size-6" />
            ) : (
              <CircleAlert aria-hidden="true" className="size-6" />
            )}
          </span>
          <CardTitle className="text-2xl">
            <h1>{verified ? "Your e-mail address is confirmed" : "This confirmation link doesn't work"}</h1>
          </CardTitle>
          <CardDescription role="status">
            {alreadyVerified
              ? "Your address was already confirmed: there is nothing more to do."
              : verified
                ? "Thank you. You can now join shared plans you are invited to and get payment reminders."
                : `It has expired (links work for ${hours} hours), was used already, or a newer link replaced it.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {verified ? null : (
            <p className="text-sm text-muted-foreground">
              To get a new link, {user ? "go to your dashboard" : "sign in"} and choose <strong>Resend link</strong> in
              the notice at the top of the page (if you hid it, it is also under Reminders in the account menu). Only
              the newest link works.
            </p>
          )}
          <Button asChild className="w-full">
            <Link href="/dashboard">{user ? "Go to your dashboard" : "Sign in to DebtWise"}</Link>
          </Button>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
