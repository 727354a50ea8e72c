import Link from "@/components/ui/link";
import { TrendingDown } from "lucide-react";

import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { ThemeChoice } from "@/components/layout/theme-choice";
import { ThemeMenu } from "@/components/layout/theme-menu";

// No hooks or handlers here, so the landing page renders it on the server and ships none of it.

export const focusRing =
  "outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-offset-1 focus-visible:ring-offset-background";

// Joined as plain strings (the sets never conflict): cn over the bar's ~20 links was most of its hydration in a CPU
// profile (ARCHITECTURE.md "Speed"). px-1.5 below xl leaves room for text drawn without subpixel positioning
// (Windows, headless Chromium), measured 15 px wider at 1024 px.
const NAV_LINK = `relative inline-flex h-9 items-center rounded-md px-1.5 text-sm font-medium whitespace-nowrap transition-colors xl:px-3 ${focusRing}`;
const MOBILE_LINK = `relative flex h-11 items-center rounded-md px-3 text-base font-medium transition-colors ${focusRing}`;
const ACTIVE_LINK = "bg-accent text-primary";

export function navLinkClass(active: boolean) {
  return `${NAV_LINK} ${active ? ACTIVE_LINK : "text-muted-foreground hover:bg-accent hover:text-accent-foreground"}`;
}

export function mobileLinkClass(active: boolean) {
  return `${MOBILE_LINK} ${active ? ACTIVE_LINK : "text-foreground hover:bg-accent hover:text-accent-foreground"}`;
}

/** Computed here so the toggle island needs no class merging. */
export const menuToggleClass = buttonVariants({ variant: "ghost", size: "icon" });

export function Brand() {
  return (
    <Link href="/" className={`flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight ${focusRing}`}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <TrendingDown className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg">DebtWise</span>
    </Link>
  );
}

/** Plain links to the login route: a full-page navigation that works before JavaScript loads. */
export function SignedOutActions({ loginVariant = "ghost" }: { loginVariant?: "ghost" | "outline" }) {
  return (
    <>
      <a href="/api/login" className={cn(buttonVariants({ variant: loginVariant, size: "sm" }), "h-9")}>
        Login
      </a>
      <a href="/api/login" className={cn(buttonVariants({ size: "sm" }), "h-9")}>
        Get Started
      </a>
    </>
  );
}

export function SignedOutDesktop({ anchorPrefix }: { anchorPrefix: string }) {
  return (
    <>
      <ul className="mr-2 flex items-center gap-1">
        <li>
          <a href={`${anchorPrefix}#features`} className={navLinkClass(false)}>
            Features
          </a>
        </li>
        <li>
          <a href={`${anchorPrefix}#pricing`} className={navLinkClass(false)}>
            Pricing
          </a>
        </li>
      </ul>
      <ThemeMenu triggerClassName={menuToggleClass} />
      <SignedOutActions />
    </>
  );
}

export function SignedOutMobile({ anchorPrefix }: { anchorPrefix: string }) {
  return (
    <div className="flex flex-col gap-1">
      <a href={`${anchorPrefix}#features`} className={mobileLinkClass(false)}>
        Features
      </a>
      <a href={`${anchorPrefix}#pricing`} className={mobileLinkClass(false)}>
        Pricing
      </a>
      <div className="mt-2 border-t pt-3">
        <ThemeChoice />
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 border-t pt-3">
        <SignedOutActions loginVariant="outline" />
      </div>
    </div>
  );
}
