import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { secondStepPath } from "@/lib/auth/second-factor";
import { readPendingSignIn } from "@/lib/auth/session";
import { features } from "@/lib/env";
import { safeCallbackPath } from "@/lib/validations/auth";
import { authErrorMessage } from "./_components/auth-errors";
import { AuthShell } from "./_components/auth-shell";
import { LoginForm } from "./_components/login-form";

export const metadata: Metadata = { title: "Sign in", description: "Sign in to DebtWise or create your free account." };

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const params = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const callbackUrl = safeCallbackPath(first(params.callbackUrl));
  const errorCode = first(params.error);
  // A sign-in that still owes its second step goes on to it ("Cancel and sign out" there starts over).
  const store = await cookies();
  if (await readPendingSignIn((name) => store.get(name)?.value).catch(() => null))
    redirect(secondStepPath(callbackUrl));
  const mode = first(params.mode) === "register" ? "register" : "signin";
  // Set by the account settings' "Sign out everywhere" after every session of the account has ended.
  // `ended`: a signed-in screen found its session gone (components/billing/billing-client.ts handleLoggedOut).
  const notice =
    first(params.signedOut) === "everywhere"
      ? "You're signed out on every device."
      : first(params.ended) === "1"
        ? "You are logged out. Sign in again to continue."
        : undefined;

  return (
    <AuthShell>
      <LoginForm
        callbackUrl={callbackUrl}
        initialMode={mode}
        initialError={errorCode ? authErrorMessage(errorCode) : undefined}
        notice={notice}
        providers={{ google: features.googleAuth(), github: features.githubAuth() }}
      />
    </AuthShell>
  );
}
