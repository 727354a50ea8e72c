"use client";

import { useEffect, useRef, type RefObject } from "react";
import { useMutation } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { useTakeOverFocus } from "@/components/hooks/use-take-over-focus";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";

type ResendProps = Pick<React.ComponentProps<typeof Button>, "variant" | "size" | "className">;

const NO_FOCUS_TO_TAKE: RefObject<boolean> = { current: false };

export function ResendVerificationButton({
  sendAtOnce = false,
  focusOnLoad = NO_FOCUS_TO_TAKE,
  ...props
}: ResendProps & {
  /** Taking over from a stand-in that was clicked before this module arrived: send right away. */
  sendAtOnce?: boolean;
  focusOnLoad?: RefObject<boolean>;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const resend = useMutation({
    mutationFn: () => apiJson<{ sentTo: string }>("POST", "/api/account/verify-email/resend"),
    onSuccess: ({ sentTo }) =>
      toast({
        title: "Link sent",
        description: `Open the link we sent to ${sentTo} to confirm your address. It works for 24 hours.`,
      }),
    onError: (error) =>
      toast({ title: "Couldn't send the link", description: errorMessage(error), variant: "destructive" }),
  });
  const handedOver = useRef(false);
  useTakeOverFocus(button, focusOnLoad);
  useEffect(() => {
    if (handedOver.current) return; // once, even when an effect runs twice in development
    handedOver.current = true;
    if (sendAtOnce) resend.mutate();
    // The stand-in's click is handed over once, when this replaces it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Button ref={button} type="button" {...props} onClick={() => resend.mutate()} disabled={resend.isPending}>
      {resend.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
      {resend.isPending ? "Sending..." : "Resend link"}
    </Button>
  );
}
