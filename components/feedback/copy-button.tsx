"use client";

import type { ComponentProps } from "react";
import { Copy } from "lucide-react";
import { copyText } from "@/lib/client/clipboard";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";

export function CopyButton({
  text,
  copied,
  failed,
  instead,
  children = "Copy",
  ...buttonProps
}: { text: string; copied: string; failed: string; instead: string } & Omit<
  ComponentProps<typeof Button>,
  "onClick" | "type"
>) {
  async function copy() {
    try {
      await copyText(text);
    } catch {
      toast({ title: failed, description: instead, variant: "destructive" });
      return;
    }
    toast({ title: copied });
  }
  return (
    <Button type="button" variant="outline" size="sm" {...buttonProps} onClick={() => void copy()}>
      <Copy aria-hidden="true" />
      {children}
    </Button>
  );
}
