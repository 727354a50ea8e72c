import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Compass } from "lucide-react";

import { SessionNavBar } from "@/components/layout/session-nav-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page Not Found" };

// Served with HTTP 404 for unmatched paths. Static: the bar works out who is signed in on the client. As the
// root not-found boundary this module's client code ships with every page, so the bar loads lazily.
export default function NotFound() {
  return (
    <div className="flex min-h-screen flex-col">
      <SessionNavBar />
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-20">
        <div className="max-w-md text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <Compass aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-6 text-sm font-semibold text-primary">404</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
          <p className="mt-4 text-muted-foreground">
            The page you are looking for does not exist or may have moved. Check the address, or head back to the home
            page.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link href="/">Go to Home</Link>
          </Button>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
