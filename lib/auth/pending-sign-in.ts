import "server-only";
import type { NextRequest } from "next/server";
import { unauthorized } from "@/lib/errors";
import { readPendingSignIn, type PendingSignIn } from "./session";

/** route()'s user is never a pending session (findSessionUser), so the second step's handlers are publicRoute()s. */
export async function requirePendingSignIn(req: NextRequest): Promise<PendingSignIn> {
  const pending = await readPendingSignIn((name) => req.cookies.get(name)?.value);
  if (!pending) throw unauthorized();
  return pending;
}
