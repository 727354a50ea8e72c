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

// The menu itself (Radix Dropdown Menu, its positioning engine and focus management) is most of the signed-in
// bar's JavaScript, so it is fetched in its own chunk when the reader reaches for it (mouse over the trigger, focus,
// a press), not with the page. Until then the same trigger button stands in its place (server render included); a
// press on it meanwhile opens the menu once it arrives.
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

/** The button that opens the account menu: the signed-in name (an icon below xl). */
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
