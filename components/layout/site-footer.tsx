import Link from "@/components/ui/link";
import { TrendingDown } from "lucide-react";

export const DISCLAIMER_TEXT =
  "This tool provides educational information only. Not financial advice. Consult professionals for personalized guidance.";

export const SUPPORT_EMAIL = "support@debtwise.app";

const LEGAL_LINKS = [
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-of-service", label: "Terms of Service" },
  { href: "/financial-disclaimer", label: "Financial Disclaimer" },
] as const;

// py-0.5 makes each link 24px tall, the smallest target a finger should have to hit (WCAG 2.5.8).
const linkClass =
  "rounded-sm py-0.5 text-sm text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

export function SiteFooter() {
  // Rendered at build time on static pages; the year only matters to the copyright line.
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-8 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <Link
              href="/"
              className="inline-flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
                <TrendingDown className="size-4" aria-hidden="true" />
              </span>
              DebtWise
            </Link>
            <p className="mt-3 text-sm text-muted-foreground">A clear, honest plan for paying down personal debt.</p>
          </div>
          <nav aria-label="Legal and support" className="grid gap-2 sm:grid-cols-2 sm:gap-x-10">
            {LEGAL_LINKS.map((link) => (
              <Link key={link.href} href={link.href} className={linkClass}>
                {link.label}
              </Link>
            ))}
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              Contact Support
            </a>
          </nav>
        </div>
        <div className="mt-8 flex flex-col gap-3 border-t pt-6 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          <p>{DISCLAIMER_TEXT}</p>
          <p className="shrink-0">&copy; {year} DebtWise. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
