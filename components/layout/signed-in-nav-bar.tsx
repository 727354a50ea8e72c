"use client";

import Link from "@/components/ui/link";
import { useEffect } from "react";
import { usePathname } from "next/navigation";

import { NavFrame } from "@/components/layout/nav-frame";
import { AccountMenu } from "@/components/layout/account-menu";
import { LinkPendingHint } from "@/components/layout/link-pending-hint";
import { afterHydration } from "@/components/ui/after-hydration";
import { whenIdle } from "@/lib/client/when-idle";
import { SignOutButton } from "@/components/layout/sign-out-form";
import { Brand, menuToggleClass, navLinkClass } from "@/components/layout/nav-parts";

export interface NavUser {
  firstName: string | null;
  email: string;
}

// Fetched the first time the menu opens, or once the page is idle, not with the page (ARCHITECTURE.md "Speed").
const loadMobileMenu = () => import("@/components/layout/signed-in-mobile-menu").then((m) => m.SignedInMobileMenu);
const SignedInMobileMenu = afterHydration(loadMobileMenu);

const APP_LINKS = [
  { href: "/", label: "Dashboard" },
  { href: "/calculator", label: "Calculator" },
  { href: "/payments", label: "Payments" },
  // The desktop bar has room for a tenth link only from xl (1280 px); the phone menu has it.
  { href: "/imports", label: "Import", fromXl: true },
  { href: "/coach", label: "Ask DebtWise" },
  // No room on the desktop row: there it is reached from Ask DebtWise ("Speak instead") and the dashboard.
  { href: "/voice", label: "Voice assistant", mobileOnly: true },
  { href: "/goals", label: "Goals" },
  { href: "/education", label: "Learn" },
  { href: "/challenges", label: "Challenges" },
  { href: "/negotiations", label: "Negotiate" },
  { href: "/subscribe", label: "Upgrade" },
] as const;

/** The proxy rewrites "/" to the dashboard route for signed-in visitors; both name the same screen. */
function normalizePathname(pathname: string | null): string {
  if (!pathname || pathname === "/dashboard") return "/";
  return pathname;
}

function isActive(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  if (href === "/negotiations") return pathname.startsWith("/negotiations") || pathname.startsWith("/negotiate");
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function SignedInNavBar({ user }: { user: NavUser }) {
  const pathname = normalizePathname(usePathname());
  // On a phone-sized screen the menu is the way around: have it ready before the first tap.
  useEffect(() => {
    if (window.matchMedia("(max-width: 63.99rem)").matches) whenIdle(() => void loadMobileMenu(), 3000);
  }, []);
  const displayName = user.firstName?.trim() || user.email;

  return (
    <NavFrame
      brand={<Brand />}
      toggleClassName={menuToggleClass}
      desktop={
        <>
          <AppLinks
            pathname={pathname}
            className="mr-auto ml-4 flex items-center gap-0.5 xl:ml-6"
            linkClass={navLinkClass}
            desktop
          />
          <AccountMenu displayName={displayName} email={user.email} pathname={pathname} />
          {/* Below xl the words become icons; their names stay for screen readers. */}
          <SignOutButton variant="outline" size="sm" title="Logout" labelClassName="sr-only xl:not-sr-only" />
        </>
      }
      mobile={<SignedInMobileMenu pathname={pathname} displayName={displayName} />}
    />
  );
}

export function AppLinks({
  pathname,
  className,
  linkClass,
  desktop = false,
}: {
  pathname: string;
  className: string;
  linkClass: (active: boolean) => string;
  desktop?: boolean;
}) {
  return (
    <ul className={className}>
      {APP_LINKS.map((link) => {
        const active = isActive(pathname, link.href);
        return (
          <li key={link.href} className={desktop ? desktopItemClass(link) : undefined}>
            <Link href={link.href} aria-current={active ? "page" : undefined} className={linkClass(active)}>
              {link.label}
              <LinkPendingHint />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function desktopItemClass(link: (typeof APP_LINKS)[number]): string | undefined {
  if ("mobileOnly" in link) return "hidden";
  return "fromXl" in link ? "hidden xl:list-item" : undefined;
}
