import Link from "next/link";
import type { ReactNode } from "react";

// The frame shared by /login, /login/check-email and /verify-email: brand, the card, and the age and terms note.
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-accent/60 to-background px-4 py-12">
      <Link href="/" className="mb-8 flex items-center gap-2 text-2xl font-bold tracking-tight text-primary">
        <span
          aria-hidden
          className="grid size-9 place-items-center rounded-lg bg-primary text-base text-primary-foreground"
        >
          D
        </span>
        DebtWise
      </Link>
      {children}
      <p className="mt-8 max-w-md text-center text-xs text-muted-foreground">
        By continuing you confirm you are 18 or older and agree to our{" "}
        <Link href="/terms-of-service" className="underline underline-offset-2">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link href="/privacy-policy" className="underline underline-offset-2">
          Privacy Policy
        </Link>
        . DebtWise provides educational information only, not financial advice.
      </p>
    </main>
  );
}
