"use client";

import Link from "@/components/ui/link";
import { createContext, useContext, useState, type ReactElement, type ReactNode } from "react";

import { DialogLayout, DialogShell, type DialogShellProps } from "@/components/dialogs/dialog-shell";
import { SubmitButton } from "@/components/forms/submit-button";
import { useOpenCount } from "@/components/hooks/use-open-count";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

// Re-exported for the dialogs' forms; it lives apart so a form outside any dialog does not bring Radix Dialog.
export { showIssuesOn, type SubmitWithIssues } from "@/components/forms/show-issues";

export interface FormDialogApi {
  /** Bumped at every opening: use it as the form's `key` so each opening starts from fresh defaults. */
  session: number;
  /** Closes at once, even while pending: for Cancel (disabled then) and the request's success. */
  close: () => void;
}

interface FormDialogContextValue {
  pending: boolean;
  close: () => void;
}

const FormDialogContext = createContext<FormDialogContextValue | null>(null);

function useFormDialog(component: string): FormDialogContextValue {
  const value = useContext(FormDialogContext);
  if (!value) throw new Error(`${component} must be used inside <FormDialog>`);
  return value;
}

type FormDialogOpenState =
  | {
      /** The button that opens it; the dialog keeps its own open state and Radix returns focus here on close. */
      trigger: ReactElement;
      /** Open from the start: a lazily loaded dialog whose stand-in button was clicked before it arrived. */
      defaultOpen?: boolean;
      open?: never;
      onOpenChange?: never;
      returnFocusToOpener?: never;
      fallbackFocusRef?: never;
    }
  | {
      trigger?: never;
      defaultOpen?: never;
      open: boolean;
      onOpenChange: (open: boolean) => void;
      returnFocusToOpener?: boolean;
      fallbackFocusRef?: DialogShellProps["fallbackFocusRef"];
    };

type FormDialogHeading =
  | { title: ReactNode; description: ReactNode }
  /** Only for content that lays out its own heading (a title that changes with the dialog's phase: DialogLayout). */
  | { title?: never; description?: never };

export type FormDialogProps = FormDialogOpenState &
  FormDialogHeading &
  Pick<DialogShellProps, "className" | "onCloseAutoFocus"> & {
    pending: boolean;
    children: ReactNode | ((dialog: FormDialogApi) => ReactNode);
  };

export function FormDialog({
  trigger,
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  returnFocusToOpener,
  fallbackFocusRef,
  title,
  description,
  pending,
  className,
  onCloseAutoFocus,
  children,
}: FormDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const session = useOpenCount(open);
  const close = () => setOpen(false);
  const content = (
    <FormDialogContext.Provider value={{ pending, close }}>
      {typeof children === "function" ? children({ session, close }) : children}
    </FormDialogContext.Provider>
  );

  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      pending={pending}
      className={className}
      returnFocusToOpener={returnFocusToOpener}
      fallbackFocusRef={fallbackFocusRef}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {title !== undefined ? (
        <DialogLayout title={title} description={description}>
          {content}
        </DialogLayout>
      ) : (
        content
      )}
    </DialogShell>
  );
}

export function FormDialogFooter({
  submitLabel,
  pendingLabel,
  submitDisabled,
}: {
  submitLabel: ReactNode;
  pendingLabel: string;
  /** Besides pending, e.g. while the options the form needs are loading. */
  submitDisabled?: boolean;
}) {
  const { pending, close } = useFormDialog("FormDialogFooter");
  return (
    <DialogFooter className="pt-2">
      <Button type="button" variant="outline" onClick={close} disabled={pending}>
        Cancel
      </Button>
      <SubmitButton pending={pending} pendingLabel={pendingLabel} disabled={submitDisabled}>
        {submitLabel}
      </SubmitButton>
    </DialogFooter>
  );
}

/** Following the link closes the dialog too, so it is not open over the next page. */
export function FormDialogNotice({
  children,
  href,
  linkLabel,
}: {
  children: ReactNode;
  href: string;
  linkLabel: ReactNode;
}) {
  const { close } = useFormDialog("FormDialogNotice");
  return (
    <div className="space-y-4">
      <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">{children}</p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button asChild>
          <Link href={href} onClick={close}>
            {linkLabel}
          </Link>
        </Button>
      </DialogFooter>
    </div>
  );
}
