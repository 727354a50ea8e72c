import { attachment, route } from "@/lib/api";
import { ACCOUNT_EXPORT_RATE_LIMIT, exportAccount } from "@/lib/account/export";
import { accountExportFileName } from "@/lib/account/types";

// GET /api/account/export -> 200 AccountExport as a JSON attachment "debtwise-export-YYYY-MM-DD.json": everything
// stored about the signed-in user (never secrets). Not plan-gated: a person's own data is theirs on every plan.
// 10 per hour per user (429 past it): each export reads every table.
export const GET = route(
  { rateLimit: (_req, user) => ({ key: `account:export:user:${user?.id}`, rule: ACCOUNT_EXPORT_RATE_LIMIT }) },
  async ({ user }) => {
    const data = await exportAccount(user.id);
    return attachment(
      JSON.stringify(data, null, 2),
      "application/json; charset=utf-8",
      accountExportFileName(data.exportedAt),
    );
  },
);
