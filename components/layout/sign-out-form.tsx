import { LogOut } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

// Signing out is a POST (app/api/logout/route.ts): a link or an image on another site cannot sign anyone out, and
// the handler wrapper refuses a cross-site POST. A real form, so it works before (or without) JavaScript.

export const SIGN_OUT_FORM_ID = "sign-out-form";

/** An empty form posting to /api/logout, for buttons elsewhere on the page (`<button form={SIGN_OUT_FORM_ID}>`). */
export function SignOutFormTarget() {
  return <form id={SIGN_OUT_FORM_ID} method="post" action="/api/logout" hidden />;
}

/** `labelClassName` can hide the word visually ("sr-only"): the button keeps it as its name. */
export function SignOutButton({
  label = "Logout",
  labelClassName,
  ...buttonProps
}: { label?: string; labelClassName?: string } & ComponentProps<typeof Button>) {
  return (
    <form method="post" action="/api/logout" className="contents">
      <Button type="submit" {...buttonProps}>
        <LogOut aria-hidden="true" />
        {labelClassName ? <span className={labelClassName}>{label}</span> : label}
      </Button>
    </form>
  );
}
