import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SecurityStatusDto } from "./security-types";

// What Settings > Security shows about the account's second factors (docs/product-rules.md "Second factor"): one
// read, so each factor's card and the recovery codes agree. Each factor adds its own field here.

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
