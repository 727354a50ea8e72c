"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False until hydrated. A form sent natively before its handler exists is a GET with every field in the query string
 * (a password in the address bar and the server's logs), so its submit button waits for this. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
