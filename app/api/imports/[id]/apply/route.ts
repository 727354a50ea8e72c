import { route } from "@/lib/api";
import { applyImport } from "@/lib/imports/apply";
import { IMPORT_RATE_LIMIT } from "@/lib/imports/service";
import { ZApplyImport } from "@/lib/validations/imports";

// POST /api/imports/{id}/apply {rows: [{rowId, action, debtId}]} -> {applied, skipped, duplicates}: the chosen
// lines through the ledger in one transaction; rows left out are skipped, lines already in DebtWise are counted as
// duplicates. 400 names the row; 404 a debt that is not the user's; 409 not in review; 403 plan_limit.
export const POST = route(
  {
    body: ZApplyImport,
    // The largest review (20,000 lines) as JSON choices.
    maxBodyBytes: 2_000_000,
    rateLimit: (_req, user) => ({ key: `imports:apply:user:${user?.id}`, rule: IMPORT_RATE_LIMIT }),
  },
  ({ user, params, body }) => applyImport(user.id, params.id!, body),
);
