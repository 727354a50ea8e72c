"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Bell, ChevronDown, CreditCard, LogOut, Menu, TrendingDown, UserCog, X } from "lucide-react";

import { getQueryFn } from "@/lib/client/api-client";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export interface NavUser {
  firstName: string | null;
  email: string;
}

export interface NavBarProps {
  /**
   * The signed-in user, `null` when the page knows the visitor is signed out (the landing page), or
   * omitted on static pages shared by both audiences (legal pages, 404): the bar then asks
   * `/api/auth/user` itself.
   */
  user?: NavUser | null;
}

const APP_LINKS = [
  { href: "/", label: "Dashboard" },
  { href: "/calculator", label: "Calculator" },
  { href: "/voice", label: "Voice AI" },
  { href: "/goals", label: "Goals" },
  { href: "/education", label: "Learn" },
  { href: "/challenges", label: "Challenges" },
  { href: "/negotiations", label: "Negotiate" },
  { href: "/subscribe", label: "Upgrade" },
] as const;

/** The account area: billing lives here rather than among the main links (plans are 'Upgrade' above). */
const ACCOUNT_LINKS = [
  { href: "/settings/billing", label: "Billing", icon: CreditCard },
  { href: "/settings/reminders", label: "Reminders", icon: Bell },
  { href: "/settings/account", label: "Account", icon: UserCog },
] as const;

const focusRing =
  "outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-offset-1 focus-visible:ring-offset-background";

/** Full-page navigation: login and logout are server routes that redirect, not client screens. */
function navigateTo(href: string) {
  window.location.href = href;
}

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
    queryKey: ["/api/auth/user"],
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
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Escape closes the mobile menu and returns focus to its button, wherever focus is inside the menu.
  useEffect(() => {
    if (!isMenuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setIsMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isMenuOpen]);

  // Widening the window past the breakpoint hides the toggle; close the menu so it does not reappear stale.
  useEffect(() => {
    if (!isMenuOpen) return;
    const query = window.matchMedia("(min-width: 64rem)");
    function onChange(event: MediaQueryListEvent) {
      if (event.matches) setIsMenuOpen(false);
    }
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [isMenuOpen]);

  const closeMenu = () => setIsMenuOpen(false);
  // On the landing page the section anchors scroll in place; elsewhere they lead back to it.
  const anchorPrefix = pathname === "/" ? "" : "/";

  const displayName =
    state.kind === "signed-in" ? state.user.firstName?.trim() || state.user.email : "";

  return (
    <header className="sticky top-0 z-40 w-full border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      {/* Every page using the bar puts its content in <main id="main">. */}
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:outline-none focus:ring-[3px] focus:ring-ring/50"
      >
        Skip to main content
      </a>
      <nav aria-label="Main">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <Link
            href="/"
            onClick={closeMenu}
            className={cn("flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight", focusRing)}
          >
            <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <TrendingDown className="size-5" aria-hidden="true" />
            </span>
            <span className="text-lg">DebtWise</span>
          </Link>

          {/* Desktop */}
          <div className="hidden flex-1 items-center justify-end gap-1 lg:flex">
            {state.kind === "loading" && <NavPlaceholder />}
            {state.kind === "signed-out" && (
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
                <SignedOutActions />
              </>
            )}
            {state.kind === "signed-in" && (
              <>
                <ul className="mr-auto ml-4 flex items-center gap-0.5 xl:ml-6">
                  {APP_LINKS.map((link) => {
                    const active = isActive(pathname, link.href);
                    return (
                      <li key={link.href}>
                        <Link
                          href={link.href}
                          aria-current={active ? "page" : undefined}
                          className={navLinkClass(active)}
                        >
                          {link.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
                <AccountMenu displayName={displayName} email={state.user.email} pathname={pathname} />
                <Button variant="outline" size="sm" onClick={() => navigateTo("/api/logout")}>
                  <LogOut aria-hidden="true" />
                  Logout
                </Button>
              </>
            )}
          </div>

          {/* Mobile toggle */}
          <div className="ml-auto flex items-center lg:hidden">
            <Button
              ref={menuButtonRef}
              variant="ghost"
              size="icon"
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              aria-label={isMenuOpen ? "Close menu" : "Open menu"}
              onClick={() => setIsMenuOpen((open) => !open)}
            >
              {isMenuOpen ? (
                <X className="size-5" aria-hidden="true" />
              ) : (
                <Menu className="size-5" aria-hidden="true" />
              )}
            </Button>
          </div>
        </div>

        {/* Mobile menu: kept in the DOM (hidden) so aria-controls always points at an element. */}
        <div id={menuId} hidden={!isMenuOpen} className="border-t bg-background lg:hidden">
          <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
            {state.kind === "loading" && <NavPlaceholder />}
            {state.kind === "signed-out" && (
              <div className="flex flex-col gap-1">
                <a href={`${anchorPrefix}#features`} onClick={closeMenu} className={mobileLinkClass(false)}>
                  Features
                </a>
                <a href={`${anchorPrefix}#pricing`} onClick={closeMenu} className={mobileLinkClass(false)}>
                  Pricing
                </a>
                <div className="mt-2 grid grid-cols-2 gap-2 border-t pt-3">
                  <SignedOutActions onChoose={closeMenu} loginVariant="outline" />
                </div>
              </div>
            )}
            {state.kind === "signed-in" && (
              <div className="flex flex-col gap-1">
                <ul className="flex flex-col gap-1">
                  {APP_LINKS.map((link) => {
                    const active = isActive(pathname, link.href);
                    return (
                      <li key={link.href}>
                        <Link
                          href={link.href}
                          onClick={closeMenu}
                          aria-current={active ? "page" : undefined}
                          className={mobileLinkClass(active)}
                        >
                          {link.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
                <ul className="mt-2 flex flex-col gap-1 border-t pt-3" aria-label="Account">
                  {ACCOUNT_LINKS.map((link) => {
                    const active = pathname === link.href;
                    return (
                      <li key={link.href}>
                        <Link
                          href={link.href}
                          onClick={closeMenu}
                          aria-current={active ? "page" : undefined}
                          className={cn(mobileLinkClass(active), "gap-3")}
                        >
                          <link.icon aria-hidden="true" className="size-4 text-muted-foreground" />
                          {link.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
                <div className="mt-2 flex items-center justify-between gap-3 border-t pt-3">
                  <span className="truncate text-sm text-muted-foreground">{displayName}</span>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      closeMenu();
                      navigateTo("/api/logout");
                    }}
                  >
                    <LogOut aria-hidden="true" />
                    Logout
                  </Button>
                </div>
              </div>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}

/** The signed-in name opens the account menu (billing, logout); Logout also stays a button beside it. */
function AccountMenu({ displayName, email, pathname }: { displayName: string; email: string; pathname: string }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="max-w-[7.5rem] gap-1 px-2 font-normal text-muted-foreground xl:max-w-[13rem]"
          title={displayName}
          aria-label={`Account menu for ${displayName}`}
        >
          <span className="truncate" data-testid="nav-user-name">
            {displayName}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-medium">{displayName}</span>
          {displayName !== email && <span className="block truncate text-xs text-muted-foreground">{email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {ACCOUNT_LINKS.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link href={link.href} aria-current={pathname === link.href ? "page" : undefined}>
              <link.icon aria-hidden="true" />
              {link.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigateTo("/api/logout")}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function SignedOutActions({
  onChoose,
  loginVariant = "ghost",
}: {
  onChoose?: () => void;
  loginVariant?: "ghost" | "outline";
}) {
  // Plain links: a full-page navigation to the login route, working even before JavaScript loads.
  return (
    <>
      <Button asChild variant={loginVariant} size="sm" className="h-9">
        <a href="/api/login" onClick={onChoose}>
          Login
        </a>
      </Button>
      <Button asChild size="sm" className="h-9">
        <a href="/api/login" onClick={onChoose}>
          Get Started
        </a>
      </Button>
    </>
  );
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

function navLinkClass(active: boolean) {
  return cn(
    "inline-flex h-9 items-center rounded-md px-2.5 text-sm font-medium transition-colors xl:px-3",
    focusRing,
    active
      ? "bg-accent text-primary"
      : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
  );
}

function mobileLinkClass(active: boolean) {
  return cn(
    "flex h-11 items-center rounded-md px-3 text-base font-medium transition-colors",
    focusRing,
    active ? "bg-accent text-primary" : "text-foreground hover:bg-accent hover:text-accent-foreground",
  );
}
