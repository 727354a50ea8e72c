"use client";

import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/forms/text-field";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Separator } from "@/components/ui/separator";
import { errorMessage } from "@/lib/client/api-client";
import { fetchCsrfToken, registerAccount, signInWithPassword } from "@/lib/client/auth-client";
import { ZRegister, ZSignIn, type TRegister, type TSignIn } from "@/lib/validations/auth";

interface Props {
  callbackUrl: string;
  initialMode: "signin" | "register";
  initialError?: string;
  checkEmail: boolean;
  providers: { google: boolean; github: boolean; email: boolean };
}

export function LoginForm({ callbackUrl, initialMode, initialError, checkEmail, providers }: Props) {
  const [mode, setMode] = useState(initialMode);
  const goOn = () => window.location.assign(callbackUrl);
  const hasOAuth = providers.google || providers.github;

  return (
    <Card className="w-full max-w-md shadow-lg">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">
          <h1>{mode === "signin" ? "Welcome back" : "Create your free account"}</h1>
        </CardTitle>
        <CardDescription>
          {mode === "signin" ? "Sign in to see your payoff plan." : "Start your debt-free plan in two minutes. No card needed."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {checkEmail && (
          <p role="status" className="rounded-md bg-accent p-3 text-sm">
            Check your email: we sent you a sign-in link.
          </p>
        )}
        <Tabs value={mode} onValueChange={(v) => setMode(v as Props["initialMode"])}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">Sign in</TabsTrigger>
            <TabsTrigger value="register">Create account</TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="pt-4">
            <SignInForm callbackUrl={callbackUrl} initialError={initialError} onDone={goOn} />
          </TabsContent>
          <TabsContent value="register" className="pt-4">
            <RegisterForm onDone={goOn} />
          </TabsContent>
        </Tabs>
        {(hasOAuth || providers.email) && (
          <div className="space-y-3">
            <div className="flex items-center gap-3 text-xs text-muted-foreground">
              <Separator className="flex-1" /> or <Separator className="flex-1" />
            </div>
            {providers.google && <ProviderButton provider="google" label="Continue with Google" callbackUrl={callbackUrl} />}
            {providers.github && <ProviderButton provider="github" label="Continue with GitHub" callbackUrl={callbackUrl} />}
            {providers.email && <MagicLinkForm callbackUrl={callbackUrl} />}
          </div>
        )}
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

function SignInForm({ callbackUrl, initialError, onDone }: { callbackUrl: string; initialError?: string; onDone: () => void }) {
  const [error, setError] = useState(initialError);
  const form = useForm<TSignIn>({ resolver: zodResolver(ZSignIn), defaultValues: { email: "", password: "" } });

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
        <TextField control={form.control} name="password" label="Password" type="password" autoComplete="current-password" />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Signing in..." : "Sign in"}
        </Button>
      </form>
    </Form>
  );
}

function RegisterForm({ onDone }: { onDone: () => void }) {
  const [error, setError] = useState<string>();
  const form = useForm<TRegister>({
    resolver: zodResolver(ZRegister),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });

  async function onSubmit(values: TRegister) {
    setError(undefined);
    try {
      await registerAccount(values);
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
        <TextField control={form.control} name="password" label="Password" description="At least 8 characters." type="password" autoComplete="new-password" />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Creating account..." : "Create account"}
        </Button>
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

function MagicLinkForm({ callbackUrl }: { callbackUrl: string }) {
  const csrfToken = useCsrfToken();
  return (
    <form method="post" action="/api/auth/signin/resend" className="flex gap-2" aria-label="Email me a sign-in link">
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <Input type="email" name="email" required placeholder="you@example.com" aria-label="Email for a sign-in link" autoComplete="email" />
      <Button type="submit" variant="outline" disabled={!csrfToken}>
        Email me a link
      </Button>
    </form>
  );
}
