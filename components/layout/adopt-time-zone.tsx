"use client";

import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/client/api-client";
import { setLocalTimeZone } from "@/lib/dates";
import { browserTimeZone } from "@/lib/time-zones";

/** An account made without the sign-up form has no time zone yet (docs/product-rules.md "The product's clock").
 * `ifUnset` keeps this from replacing one set meanwhile. */
export function AdoptTimeZone() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const zone = browserTimeZone();
    if (!zone) return;
    void apiJson<{ timeZone: string }>("PATCH", "/api/account/time-zone", { timeZone: zone, ifUnset: true })
      .then(({ timeZone }) => {
        setLocalTimeZone(timeZone);
        // Reads made before it (the default zone's days) are read again in the user's.
        void queryClient.invalidateQueries();
      })
      // Nothing is lost: the next signed-in page tries again, and the default zone counts days meanwhile.
      .catch(() => {});
  }, [queryClient]);
  return null;
}
