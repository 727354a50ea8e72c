"use client";

import { usePathname } from "next/navigation";
import { useQuery } from "@tanstack/react-query";

import { getQueryFn } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { NavFrame } from "@/components/layout/nav-frame";
import { SignedInNavBar, type NavUser } from "@/components/layout/signed-in-nav-bar";
import { Brand, SignedOutDesktop, SignedOutMobile, menuToggleClass } from "@/components/layout/nav-parts";

export type { NavUser };

export interface NavBarProps {
  /** Omitted on static pages shared by both audiences (legal pages, 404): the bar then asks `/api/auth/user`
   * itself, which needs the TanStack Query provider (AppProviders). */
  user?: NavUser | null;
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
  const pathname = usePathname();
  const state = useNavState(user);
  if (state.kind === "signed-in") return <SignedInNavBar user={state.user} />;
  // On the landing page the section anchors scroll in place; elsewhere they lead back to it.
  const anchorPrefix = pathname === "/" ? "" : "/";
  return (
    <NavFrame
      brand={<Brand />}
      toggleClassName={menuToggleClass}
      desktop={state.kind === "loading" ? <NavPlaceholder /> : <SignedOutDesktop anchorPrefix={anchorPrefix} />}
      mobile={state.kind === "loading" ? <NavPlaceholder /> : <SignedOutMobile anchorPrefix={anchorPrefix} />}
    />
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
