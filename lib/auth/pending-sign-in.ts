import "server-only";
import type { NextRequest } from "next/server";
import { unauthorized } from "@/lib/errors";
import { readPendingSignIn, type PendingSignIn } from "./session";

// The second step's routes act for a sign-in that is not one yet (lib/auth/second-factor.ts): route() would see no
// user (a pending session signs nobody in), so they read the pending session from the cookie themselves.

/** The sign-in waiting for its second step that this request's cookie holds; 401 without one. */
export async function requirePendingSignIn(req: NextRequest): Promise<PendingSignIn> {
  const pending = await readPendingSignIn((name) => req.cookies.get(name)?.value);
  if (!pending) throw unauthorized();
  return pending;
}
