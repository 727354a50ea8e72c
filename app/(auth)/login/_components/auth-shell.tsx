import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

// The frame shared by /login, /login/check-email, /login/second-step, /logout and /verify-email: brand, the card,
// and the age and terms note.
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

/** The centred heading of a one-purpose auth card (check your e-mail, sign out, the second step): icon, h1, line. */
export function AuthCardHeader({
  icon: Icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
}) {
  return (
    <CardHeader className="text-center">
      <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <CardTitle className="text-2xl">
        <h1>{title}</h1>
      </CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}
