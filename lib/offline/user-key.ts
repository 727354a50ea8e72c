import "server-only";
import { createHmac } from "node:crypto";
import { requireEnv } from "@/lib/env";

/**
 * The key that names a user's offline caches in the browser (docs/product-rules.md "Offline and install"): an HMAC
 * of the user id under AUTH_SECRET, so the browser can tell users apart without learning who they are. Stable for a
 * user, so a reload keeps their caches; another user's key differs, so their answers never mix.
 */
export function userCacheKey(userId: string): string {
  return createHmac("sha256", requireEnv("AUTH_SECRET"))
    .update(`offline-cache:${userId}`)
    .digest("base64url")
    .slice(0, 32);
}
