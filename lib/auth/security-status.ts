import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SecurityStatusDto } from "./security-types";

// One read, so each factor's card and the recovery codes agree.

type Db = Prisma.TransactionClient | typeof db;

export async function getSecurityStatus(userId: string, client: Db = db): Promise<SecurityStatusDto> {
  const user = await client.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      totpEnabledAt: true,
      _count: { select: { passkeys: true, recoveryCodes: { where: { usedAt: null } } } },
    },
  });
  return {
    authenticator: { enabled: user.totpEnabledAt !== null, enabledAt: user.totpEnabledAt?.toISOString() ?? null },
    passkeyCount: user._count.passkeys,
    recoveryCodesLeft: user._count.recoveryCodes,
  };
}
