import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { ShieldCheck } from "lucide-react";
import { SignOutButton } from "@/components/layout/sign-out-form";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { getSecurityStatus } from "@/lib/auth/security-status";
import { readPendingSignIn } from "@/lib/auth/session";
import { maskEmail } from "@/lib/masking";
import { loginRedirectPath } from "@/lib/routes";
import { safeCallbackPath } from "@/lib/validations/auth";
import { AuthCardHeader, AuthShell } from "../_components/auth-shell";
import { PasskeySecondStep } from "../_components/passkey-second-step";
import { SecondStepForms } from "./_components/second-step-forms";

export const metadata: Metadata = { title: "Confirm it's you" };

// The second step of a sign-in (docs/product-rules.md "Second factor"): a password, e-mailed link or OAuth sign-in
// of an account with an authenticator app or a passkey lands here with a session that signs nobody in yet. Without
// such a session in the cookie the visitor goes through /api/login, which sends a signed-in one on to
// `callbackUrl` and anyone else to /login, so neither page can send the other back here in a loop.
export default async function SecondStepPage({ searchParams }: PageProps<"/login/second-step">) {
  const params = await searchParams;
  const raw = params.callbackUrl;
  const callbackUrl = safeCallbackPath(Array.isArray(raw) ? raw[0] : raw);
  const store = await cookies();
  const pending = await readPendingSignIn((name) => store.get(name)?.value).catch(() => null);
  if (!pending) redirect(loginRedirectPath(callbackUrl));
  const status = await getSecurityStatus(pending.userId);

  return (
    <AuthShell>
      <Card className="w-full max-w-md shadow-lg">
        <AuthCardHeader
          icon={ShieldCheck}
          title="Confirm it's you"
          description={`${maskEmail(pending.email)} asks for a second step when signing in.`}
        />
        <CardContent className="space-y-6">
          {status.passkeyCount > 0 ? <PasskeySecondStep callbackUrl={callbackUrl} /> : null}
          <SecondStepForms authenticator={status.authenticator.enabled} callbackUrl={callbackUrl} />
        </CardContent>
        <CardFooter className="justify-center">
          <SignOutButton label="Cancel and sign out" variant="ghost" />
        </CardFooter>
      </Card>
    </AuthShell>
  );
}
