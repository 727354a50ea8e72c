import Link from "@/components/ui/link";
import { ArrowLeft } from "lucide-react";

import { Button } from "@/components/ui/button";
import { LastUpdated } from "./last-updated";

/** Shared frame of the legal pages: back link, title, optional 'Last updated', readable prose. */
export function LegalDocument({
  title,
  summary,
  showLastUpdated = false,
  children,
}: {
  title: string;
  summary: string;
  showLastUpdated?: boolean;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="-ml-3 text-muted-foreground">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <header className="mt-6 border-b pb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {showLastUpdated && (
          <div className="mt-3">
            <LastUpdated />
          </div>
        )}
        <p className="mt-4 text-lg text-muted-foreground">{summary}</p>
      </header>
      <div className="mt-8 space-y-10">{children}</div>
    </article>
  );
}

/** One numbered section with an h2 heading; anchors let support staff link to a clause. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-3 space-y-4 leading-7 text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}
