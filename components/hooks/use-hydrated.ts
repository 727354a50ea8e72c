"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React owns the page. A form whose submit button
 * waits for it cannot be sent natively before its handler exists: such a send is a GET to the page's own URL with
 * every field in the query string (a password in the address bar and the server's logs) and loses the click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
