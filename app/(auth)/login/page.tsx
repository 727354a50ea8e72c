import type { Metadata } from "next";
import Link from "next/link";
import { features } from "@/lib/env";
import { safeCallbackPath } from "@/lib/validations/auth";
import { LoginForm } from "./_components/login-form";

export const metadata: Metadata = { title: "Sign in", description: "Sign in to DebtWise or create your free account." };

const AUTH_ERRORS: Record<string, string> = {
  OAuthAccountNotLinked: "That email already has a DebtWise account. Sign in with your password instead.",
  AccessDenied: "Sign-in was cancelled or denied.",
  Verification: "That sign-in link has expired or was already used. Request a new one.",
  CredentialsSignin: "Incorrect email or password.",
};

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const params = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const callbackUrl = safeCallbackPath(first(params.callbackUrl));
  const errorCode = first(params.error);
  const mode = first(params.mode) === "register" ? "register" : "signin";

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-accent/60 to-background px-4 py-12">
      <Link href="/" className="mb-8 flex items-center gap-2 text-2xl font-bold tracking-tight text-primary">
        <span aria-hidden className="grid size-9 place-items-center rounded-lg bg-primary text-base text-primary-foreground">
          D
        </span>
        DebtWise
      </Link>
      <LoginForm
        callbackUrl={callbackUrl}
        initialMode={mode}
        initialError={errorCode ? (AUTH_ERRORS[errorCode] ?? "Sign-in failed. Please try again.") : undefined}
        checkEmail={first(params["check-email"]) === "1"}
        providers={{ google: features.googleAuth(), github: features.githubAuth(), email: features.emailMagicLink() }}
      />
      <p className="mt-8 max-w-md text-center text-xs text-muted-foreground">
        By continuing you confirm you are 18 or older and agree to our{" "}
        <Link href="/terms-of-service" className="underline underline-offset-2">Terms of Service</Link> and{" "}
        <Link href="/privacy-policy" className="underline underline-offset-2">Privacy Policy</Link>. DebtWise provides
        educational information only, not financial advice.
      </p>
    </main>
  );
}
