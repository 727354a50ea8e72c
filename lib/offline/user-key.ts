import "server-only";
import { createHmac } from "node:crypto";
import { requireEnv } from "@/lib/env";

// docs/product-rules.md "Offline and install": an HMAC, so the browser can tell users apart without learning who
// they are.
export function userCacheKey(userId: string): string {
  return createHmac("sha256", requireEnv("AUTH_SECRET"))
    .update(`offline-cache:${userId}`)
    .digest("base64url")
    .slice(0, 32);
}
