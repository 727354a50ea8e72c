"use client";

import type { RefObject } from "react";
import Link from "@/components/ui/link";
import { LogOut } from "lucide-react";
import { ACCOUNT_LINKS } from "@/components/layout/account-links";
import { AccountMenuTrigger, type AccountMenuProps } from "@/components/layout/account-menu";
import { SIGN_OUT_FORM_ID } from "@/components/layout/sign-out-form";
import { ThemeRadioItems } from "@/components/layout/theme-radio-items";
import { useMenuTakeOver } from "@/components/hooks/use-menu-take-over";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export default function LoadedAccountMenu({
  displayName,
  email,
  pathname,
  openOnLoad,
  keyboardOnLoad,
  focusOnLoad,
}: AccountMenuProps & { openOnLoad: boolean; keyboardOnLoad: boolean; focusOnLoad: RefObject<boolean> }) {
  const { trigger, onContentFocus } = useMenuTakeOver({ openOnLoad, keyboardOnLoad, focusOnLoad });
  return (
    <DropdownMenu modal={false} defaultOpen={openOnLoad}>
      <DropdownMenuTrigger asChild>
        <AccountMenuTrigger ref={trigger} displayName={displayName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56" onFocus={onContentFocus}>
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
        <ThemeRadioItems />
        <DropdownMenuSeparator />
        {/* Submits the form beside the menu (the menu's content is portaled away from any form of its own). */}
        <DropdownMenuItem asChild>
          <button type="submit" form={SIGN_OUT_FORM_ID} className="w-full">
            <LogOut aria-hidden="true" />
            Logout
          </button>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
