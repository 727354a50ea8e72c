"use client";

import Link from "@/components/ui/link";
import { ACCOUNT_LINKS } from "@/components/layout/account-links";
import { LinkPendingHint } from "@/components/layout/link-pending-hint";
import { AppLinks } from "@/components/layout/signed-in-nav-bar";
import { mobileLinkClass } from "@/components/layout/nav-parts";
import { SignOutButton } from "@/components/layout/sign-out-form";
import { ThemeChoice } from "@/components/layout/theme-choice";

export function SignedInMobileMenu({ pathname, displayName }: { pathname: string; displayName: string }) {
  return (
    <div className="flex flex-col gap-1">
      <AppLinks pathname={pathname} className="flex flex-col gap-1" linkClass={mobileLinkClass} />
      <ul className="mt-2 flex flex-col gap-1 border-t pt-3" aria-label="Account">
        {ACCOUNT_LINKS.map((link) => {
          const active = pathname === link.href;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={`${mobileLinkClass(active)} gap-3`}
              >
                <link.icon aria-hidden="true" className="size-4 text-muted-foreground" />
                {link.label}
                <LinkPendingHint />
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-2 border-t pt-3">
        <ThemeChoice />
      </div>
      <div className="mt-2 flex items-center justify-between gap-3 border-t pt-3">
        <span className="truncate text-sm text-muted-foreground">{displayName}</span>
        <SignOutButton variant="outline" size="sm" />
      </div>
    </div>
  );
}
