"use client";

import { PlayCircle } from "lucide-react";

import { Button } from "@/components/ui/button";

/**
 * Scrolls to the demo section and moves focus to its heading, so keyboard and screen-reader users land
 * where sighted users are taken.
 */
export function ViewDemoButton({ targetId, headingId }: { targetId: string; headingId: string }) {
  function showDemo() {
    const section = document.getElementById(targetId);
    const heading = document.getElementById(headingId);
    if (!section) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    heading?.focus({ preventScroll: true });
  }

  return (
    <Button type="button" variant="outline" size="lg" className="h-12 px-6 text-base" onClick={showDemo}>
      <PlayCircle aria-hidden="true" className="size-5" />
      View Demo
    </Button>
  );
}
