"use client";

import type { ComponentProps } from "react";
import { ChevronDown, CircleUser } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SignOutFormTarget } from "@/components/layout/sign-out-form";
import { useIntentStandIn } from "@/components/hooks/use-intent-stand-in";

export interface AccountMenuProps {
  displayName: string;
  email: string;
  pathname: string;
}

// Radix Dropdown Menu is most of the signed-in bar's JavaScript, so it is fetched when the reader reaches for the
// trigger (use-intent-stand-in.ts), not with the page.
const loadAccountMenu = () => import("@/components/layout/account-menu-loaded").then((m) => m.default);

export function AccountMenu(props: AccountMenuProps) {
  const {
    loaded: LoadedAccountMenu,
    openOnLoad,
    keyboardOnLoad,
    focusOnLoad,
    standIn,
  } = useIntentStandIn(loadAccountMenu);
  return (
    <>
      <SignOutFormTarget />
      {LoadedAccountMenu ? (
        <LoadedAccountMenu
          {...props}
          openOnLoad={openOnLoad}
          keyboardOnLoad={keyboardOnLoad}
          focusOnLoad={focusOnLoad}
        />
      ) : (
        <AccountMenuTrigger
          displayName={props.displayName}
          aria-haspopup="menu"
          aria-expanded={false}
          data-state="closed"
          {...standIn}
        />
      )}
    </>
  );
}

export function AccountMenuTrigger({ displayName, ...props }: ComponentProps<"button"> & { displayName: string }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="gap-1 px-2 font-normal text-muted-foreground xl:max-w-[13rem]"
      title={displayName}
      aria-label={`Account menu for ${displayName}`}
      {...props}
    >
      <CircleUser aria-hidden="true" className="size-5 xl:hidden" />
      <span className="hidden truncate xl:inline" data-testid="nav-user-name">
        {displayName}
      </span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
    </Button>
  );
}
