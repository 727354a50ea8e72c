"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useQuery } from "@tanstack/react-query";

import { getQueryFn } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { NavFrame } from "@/components/layout/nav-frame";
import { ACCOUNT_LINKS, AccountMenu } from "@/components/layout/account-menu";
import { LinkPendingHint } from "@/components/layout/link-pending-hint";
import { SignOutButton } from "@/components/layout/sign-out-form";
import { ThemeChoice } from "@/components/layout/theme-choice";
import {
  Brand,
  SignedOutDesktop,
  SignedOutMobile,
  menuToggleClass,
  mobileLinkClass,
  navLinkClass,
} from "@/components/layout/nav-parts";

export interface NavUser {
  firstName: string | null;
  email: string;
}

export interface NavBarProps {
  /**
   * The signed-in user, `null` when the page knows the visitor is signed out, or omitted on static pages
   * shared by both audiences (legal pages, 404): the bar then asks `/api/auth/user` itself. Needs the
   * TanStack Query provider (AppProviders); the landing page uses the provider-free PublicNavBar instead.
   */
  user?: NavUser | null;
}

const APP_LINKS = [
  { href: "/", label: "Dashboard" },
  { href: "/calculator", label: "Calculator" },
  { href: "/payments", label: "Payments" },
  // The desktop bar has room for a tenth link only from xl (1280 px): between lg and xl it leaves this one out rather
  // than push past the screen (the payment history's "Import from your bank" leads there); the phone menu has it.
  { href: "/imports", label: "Import", fromXl: true },
  { href: "/coach", label: "Ask DebtWise" },
  // The desktop row has no room for an eleventh link: there the voice assistant is reached from Ask DebtWise
  // ("Speak instead") and the dashboard; the phone menu lists it.
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

type NavState = { kind: "loading" } | { kind: "signed-out" } | { kind: "signed-in"; user: NavUser };

function useNavState(user: NavUser | null | undefined): NavState {
  const shouldAsk = user === undefined;
  const query = useQuery<NavUser | null>({
    queryKey: queryKeys.user,
    queryFn: getQueryFn<NavUser | null>({ on401: "returnNull" }),
    enabled: shouldAsk,
  });

  if (!shouldAsk) return user ? { kind: "signed-in", user } : { kind: "signed-out" };
  if (query.isPending) return { kind: "loading" };
  return query.data ? { kind: "signed-in", user: query.data } : { kind: "signed-out" };
}

export function NavBar({ user }: NavBarProps) {
  const pathname = normalizePathname(usePathname());
  const state = useNavState(user);
  // On the landing page the section anchors scroll in place; elsewhere they lead back to it.
  const anchorPrefix = pathname === "/" ? "" : "/";

  const displayName = state.kind === "signed-in" ? state.user.firstName?.trim() || state.user.email : "";

  return (
    <NavFrame
      brand={<Brand />}
      toggleClassName={menuToggleClass}
      desktop={
        <>
          {state.kind === "loading" && <NavPlaceholder />}
          {state.kind === "signed-out" && <SignedOutDesktop anchorPrefix={anchorPrefix} />}
          {state.kind === "signed-in" && (
            <>
              <AppLinks
                pathname={pathname}
                className="mr-auto ml-4 flex items-center gap-0.5 xl:ml-6"
                linkClass={navLinkClass}
                desktop
              />
              <AccountMenu displayName={displayName} email={state.user.email} pathname={pathname} />
              {/* Below xl the nine links leave no room for the words: the name and "Logout" become icons (their
                  names stay for screen readers, and the name shows as a tooltip and in the menu). */}
              <SignOutButton variant="outline" size="sm" title="Logout" labelClassName="sr-only xl:not-sr-only" />
            </>
          )}
        </>
      }
      mobile={
        <>
          {state.kind === "loading" && <NavPlaceholder />}
          {state.kind === "signed-out" && <SignedOutMobile anchorPrefix={anchorPrefix} />}
          {state.kind === "signed-in" && (
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
          )}
        </>
      }
    />
  );
}

/** The app's page links, in the desktop row or the mobile menu's column; the active one is marked for both. */
function AppLinks({
  pathname,
  className,
  linkClass,
  desktop = false,
}: {
  pathname: string;
  className: string;
  linkClass: (active: boolean) => string;
  /** The desktop row, where links marked fromXl wait for an xl screen. */
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

/** Links marked fromXl wait for an xl screen in the desktop row; mobileOnly ones are left out of it. */
function desktopItemClass(link: (typeof APP_LINKS)[number]): string | undefined {
  if ("mobileOnly" in link) return "hidden";
  return "fromXl" in link ? "hidden xl:list-item" : undefined;
}

function NavPlaceholder() {
  // Same height as the real controls, so the bar does not jump when the user query answers.
  return (
    <div className="flex items-center gap-2" aria-hidden="true" data-testid="nav-placeholder">
      <div className="h-9 w-20 animate-pulse rounded-md bg-muted" />
      <div className="h-9 w-28 animate-pulse rounded-md bg-muted" />
    </div>
  );
}
