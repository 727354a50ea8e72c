"use client";

import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/forms/submit-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/forms/text-field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Separator } from "@/components/ui/separator";
import { errorMessage, responseError } from "@/lib/client/api-client";
import { browserTimeZone } from "@/lib/time-zones";
import { fetchCsrfToken, registerAccount, signInWithPassword } from "@/lib/client/auth-client";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import type { TRegister, TSignIn, TSignInLink } from "@/lib/validations/auth";
import { loginRedirectPath } from "@/lib/routes";
import { authErrorMessage } from "./auth-errors";
import { PasskeySignIn } from "./passkey-sign-in";

// The schemas (and zod) arrive on the first validation, not with the page every new visitor lands on
// (ARCHITECTURE.md "Speed").
const authSchemas = () => import("@/lib/validations/auth");

interface Props {
  callbackUrl: string;
  initialMode: "signin" | "register";
  initialError?: string;
  /** Why the visitor is here, e.g. after "Sign out everywhere". */
  notice?: string;
  providers: { google: boolean; github: boolean };
}

export function LoginForm({ callbackUrl, initialMode, initialError, notice, providers }: Props) {
  const [mode, setMode] = useState(initialMode);
  const goOn = () => window.location.assign(callbackUrl);

  return (
    <Card className="w-full max-w-md shadow-lg">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">
          <h1>{mode === "signin" ? "Welcome back" : "Create your free account"}</h1>
        </CardTitle>
        <CardDescription>
          {mode === "signin"
            ? "Sign in to see your payoff plan."
            : "Start your debt-free plan in two minutes. No card needed."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {notice ? (
          <p role="status" className="rounded-md border bg-muted/50 p-3 text-sm">
            {notice}
          </p>
        ) : null}
        <Tabs value={mode} onValueChange={(v) => setMode(v as Props["initialMode"])}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">Sign in</TabsTrigger>
            <TabsTrigger value="register">Create account</TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="pt-4">
            <SignInForm
              callbackUrl={callbackUrl}
              initialError={initialError}
              // Through /api/login: a signed-in session goes on to callbackUrl, one that owes its second step to
              // /login/second-step (docs/product-rules.md "Second factor").
              onDone={() => window.location.assign(loginRedirectPath(callbackUrl))}
            />
          </TabsContent>
          <TabsContent value="register" className="pt-4">
            <RegisterForm onDone={goOn} />
          </TabsContent>
        </Tabs>
        <div className="space-y-3">
          <div className="flex items-center gap-3 text-xs text-muted-foreground">
            <Separator className="flex-1" /> or <Separator className="flex-1" />
          </div>
          {providers.google && (
            <ProviderButton provider="google" label="Continue with Google" callbackUrl={callbackUrl} />
          )}
          {providers.github && (
            <ProviderButton provider="github" label="Continue with GitHub" callbackUrl={callbackUrl} />
          )}
          <MagicLinkForm callbackUrl={callbackUrl} />
          <PasskeySignIn callbackUrl={callbackUrl} />
        </div>
      </CardContent>
    </Card>
  );
}

function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive">
      {message}
    </p>
  );
}

function SignInForm({
  callbackUrl,
  initialError,
  onDone,
}: {
  callbackUrl: string;
  initialError?: string;
  onDone: () => void;
}) {
  const [error, setError] = useState(initialError);
  const form = useForm<TSignIn>({
    resolver: lazyZodResolver(() => authSchemas().then((m) => m.ZSignIn)),
    defaultValues: { email: "", password: "" },
  });

  async function onSubmit(values: TSignIn) {
    setError(undefined);
    try {
      await signInWithPassword(values.email, values.password, callbackUrl);
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate aria-label="Sign in">
        <FormError message={error} />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        <TextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton className="w-full" pending={form.formState.isSubmitting} pendingLabel="Signing in...">
          Sign in
        </SubmitButton>
      </form>
    </Form>
  );
}

function RegisterForm({ onDone }: { onDone: () => void }) {
  const [error, setError] = useState<string>();
  const form = useForm<TRegister>({
    resolver: lazyZodResolver(() => authSchemas().then((m) => m.ZRegister)),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });

  async function onSubmit(values: TRegister) {
    setError(undefined);
    try {
      // The browser's zone becomes the account's (docs/product-rules.md "The product's clock").
      await registerAccount({ ...values, timeZone: browserTimeZone() ?? undefined });
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate aria-label="Create account">
        <FormError message={error} />
        <div className="grid grid-cols-2 gap-3">
          <TextField control={form.control} name="firstName" label="First name" autoComplete="given-name" />
          <TextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" />
        </div>
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        <TextField
          control={form.control}
          name="password"
          label="Password"
          description="At least 8 characters."
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton className="w-full" pending={form.formState.isSubmitting} pendingLabel="Creating account...">
          Create account
        </SubmitButton>
      </form>
    </Form>
  );
}

/** OAuth and magic-link sign-in are form posts to Auth.js carrying its CSRF token. */
function useCsrfToken(): string {
  const [token, setToken] = useState("");
  useEffect(() => {
    fetchCsrfToken().then(setToken, () => setToken(""));
  }, []);
  return token;
}

function ProviderButton({ provider, label, callbackUrl }: { provider: string; label: string; callbackUrl: string }) {
  const csrfToken = useCsrfToken();
  return (
    <form method="post" action={`/api/auth/signin/${provider}`}>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <Button type="submit" variant="outline" className="w-full" disabled={!csrfToken}>
        {label}
      </Button>
    </form>
  );
}

const SEND_LINK_FAILED = "We couldn't send the sign-in link. Please try again in a few minutes.";

/**
 * Asks Auth.js to e-mail a sign-in link (it creates the account when the link is first used, so this works for
 * new visitors too). Answers the same-site path to go on to (the check-email page), or throws with the message
 * for Auth.js's error code, or the server's own message when the sign-in mail limit refuses the request (429,
 * which says how long to wait). Like the password form it posts with fetch and follows only the path of
 * Auth.js's answer, so the browser stays on the host it used.
 */
async function requestSignInLink(email: string, callbackUrl: string): Promise<string> {
  const csrfToken = await fetchCsrfToken();
  const res = await fetch("/api/auth/signin/email", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
    body: new URLSearchParams({ email, csrfToken, callbackUrl }),
  });
  if (res.status === 429) throw await responseError(res);
  if (!res.ok) throw new Error(SEND_LINK_FAILED);
  const { url } = (await res.json()) as { url?: string };
  if (!url) throw new Error(SEND_LINK_FAILED);
  const next = new URL(url, window.location.href);
  const code = next.searchParams.get("error");
  // Auth.js reports a mail that could not be sent (after lib/messaging/send.ts's retries) as "Configuration",
  // its code for any server-side failure: here that can only be the sending.
  if (code) throw new Error(code === "Configuration" ? SEND_LINK_FAILED : authErrorMessage(code));
  return `${next.pathname}${next.search}`;
}

function MagicLinkForm({ callbackUrl }: { callbackUrl: string }) {
  const [error, setError] = useState<string>();
  const [isLeaving, setIsLeaving] = useState(false);
  const form = useForm<TSignInLink>({
    resolver: lazyZodResolver(() => authSchemas().then((m) => m.ZSignInLink)),
    defaultValues: { email: "" },
  });
  useEffect(() => {
    // The browser's Back button can restore this page as it was left: sending, disabled.
    const reset = (event: PageTransitionEvent) => event.persisted && setIsLeaving(false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  async function onSubmit(values: TSignInLink) {
    setError(undefined);
    try {
      const next = await requestSignInLink(values.email, callbackUrl);
      setIsLeaving(true);
      window.location.assign(next);
    } catch (e) {
      // A failed fetch (offline) is a TypeError with the browser's wording; say it plainly instead.
      setError(e instanceof TypeError ? SEND_LINK_FAILED : errorMessage(e));
    }
  }

  const isSending = form.formState.isSubmitting || isLeaving;
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        className="space-y-3"
        noValidate
        aria-label="Email me a sign-in link"
      >
        <FormError message={error} />
        <TextField
          control={form.control}
          name="email"
          label="Email for a sign-in link"
          description="No password needed: we email you a link that signs you in, and creates your free account if you are new."
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
        <SubmitButton variant="outline" className="w-full" pending={isSending} pendingLabel="Sending link...">
          Email me a sign-in link
        </SubmitButton>
      </form>
    </Form>
  );
}
