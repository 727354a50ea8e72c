"use client";

import { useMutation } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";

// "Resend link" for an unverified address, wherever the product explains why something waits for it (the notice
// in the signed-in shell, the invitation screen, reminder settings). The server mails the account's own address.

export function ResendVerificationButton(props: Pick<React.ComponentProps<typeof Button>, "variant" | "size" | "className">) {
  const resend = useMutation({
    mutationFn: () => apiJson<{ sentTo: string }>("POST", "/api/account/verify-email/resend"),
    onSuccess: ({ sentTo }) =>
      toast({ title: "Link sent", description: `Open the link we sent to ${sentTo} to confirm your address. It works for 24 hours.` }),
    onError: (error) => toast({ title: "Couldn't send the link", description: errorMessage(error), variant: "destructive" }),
  });
  return (
    <Button type="button" {...props} onClick={() => resend.mutate()} disabled={resend.isPending}>
      {resend.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
      {resend.isPending ? "Sending..." : "Resend link"}
    </Button>
  );
}
