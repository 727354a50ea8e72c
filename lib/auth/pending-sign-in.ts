import "server-only";
import type { NextRequest } from "next/server";
import { unauthorized } from "@/lib/errors";
import { readPendingSignIn, type PendingSignIn } from "./session";

/**
 * The second step's guard (docs/product-rules.md "Second factor"): the sign-in in this request's cookie that still
 * owes its second step, or a 401. route()'s user is never such a session (lib/auth/session.ts findSessionUser), so
 * the second step's handlers are publicRoute()s that call this first.
 */
export async function requirePendingSignIn(req: NextRequest): Promise<PendingSignIn> {
  const pending = await readPendingSignIn((name) => req.cookies.get(name)?.value);
  if (!pending) throw unauthorized();
  return pending;
}
