import "server-only";
import type { z } from "@/lib/validations/zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { ZRegister } from "@/lib/validations/auth";
import { hashPassword } from "./password";
import { newSessionId, sessionUserSelect, type SessionUser } from "./session";

const EMAIL_TAKEN = "An account with this email already exists. Try signing in instead.";

/** One insert with the first session, so never half-done. */
export async function registerUser(
  input: z.output<typeof ZRegister>,
): Promise<{ user: SessionUser; sid: string; expires: Date }> {
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw new AppError("conflict", EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const { sid, expires } = newSessionId();
  try {
    const user = await db.user.create({
      data: {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName || null,
        name: [input.firstName, input.lastName].filter(Boolean).join(" "),
        timeZone: input.timeZone ?? null,
        sessions: { create: { sessionToken: sid, expires } },
      },
      select: sessionUserSelect,
    });
    // Unverified until the link mailed by POST /api/register is opened (lib/auth/email-verification.ts).
    return { user: { ...user, emailVerified: false }, sid, expires };
  } catch (error) {
    // Two registrations racing for one address: the unique index decides and the loser gets the same 409.
    if ((error as { code?: string }).code === "P2002") throw new AppError("conflict", EMAIL_TAKEN);
    throw error;
  }
}
