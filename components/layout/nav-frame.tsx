"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Menu, X } from "lucide-react";

/** The contents arrive as rendered elements, so the landing page's bar stays server-rendered and this small island is
 * all the JavaScript it ships. */
export function NavFrame({
  brand,
  desktop,
  mobile,
  toggleClassName,
}: {
  brand: ReactNode;
  desktop: ReactNode;
  mobile: ReactNode;
  toggleClassName: string;
}) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!isMenuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setIsMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isMenuOpen]);

  // Widening the window past the breakpoint hides the toggle; close the menu so it does not reappear stale.
  useEffect(() => {
    if (!isMenuOpen) return;
    const query = window.matchMedia("(min-width: 64rem)");
    function onChange(event: MediaQueryListEvent) {
      if (event.matches) setIsMenuOpen(false);
    }
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [isMenuOpen]);

  // Choosing any link (the brand, a page, an in-page anchor) closes the menu: one delegated handler instead of
  // an onClick on every link, which server-rendered links could not carry.
  function closeOnLink(event: React.MouseEvent) {
    if ((event.target as Element).closest("a")) setIsMenuOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 w-full border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      {/* Every page using the bar puts its content in <main id="main">. */}
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:outline-none focus:ring-[3px] focus:ring-ring/50"
      >
        Skip to main content
      </a>
      <nav aria-label="Main" onClick={closeOnLink}>
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          {brand}

          <div className="hidden flex-1 items-center justify-end gap-1 lg:flex">{desktop}</div>

          <div className="ml-auto flex items-center lg:hidden">
            <button
              ref={menuButtonRef}
              type="button"
              data-slot="button"
              className={toggleClassName}
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              aria-label={isMenuOpen ? "Close menu" : "Open menu"}
              onClick={() => setIsMenuOpen((open) => !open)}
            >
              {isMenuOpen ? (
                <X className="size-5" aria-hidden="true" />
              ) : (
                <Menu className="size-5" aria-hidden="true" />
              )}
            </button>
          </div>
        </div>

        {/* Mobile menu: its frame stays in the DOM (hidden) so aria-controls always points at an element; its links
            are rendered only while it is open (two dozen links and icons hydrated on every page for a closed menu). */}
        <div id={menuId} hidden={!isMenuOpen} className="border-t bg-background lg:hidden">
          {isMenuOpen ? <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6">{mobile}</div> : null}
        </div>
      </nav>
    </header>
  );
}
