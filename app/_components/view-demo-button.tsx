"use client";

import { PlayCircle } from "lucide-react";

/**
 * Scrolls to the demo section and moves focus to its heading, so keyboard and screen-reader users land
 * where sighted users are taken. The server passes the Button classes, so this island ships no class-merging
 * code.
 */
export function ViewDemoButton({
  targetId,
  headingId,
  className,
}: {
  targetId: string;
  headingId: string;
  className: string;
}) {
  function showDemo() {
    const section = document.getElementById(targetId);
    const heading = document.getElementById(headingId);
    if (!section) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    heading?.focus({ preventScroll: true });
  }

  return (
    <button type="button" data-slot="button" className={className} onClick={showDemo}>
      <PlayCircle aria-hidden="true" className="size-5" />
      View Demo
    </button>
  );
}
