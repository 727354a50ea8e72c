import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

// docs/product-rules.md "Interface conventions": no retries, data never goes stale, no refetch on focus, no polling.
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
