import { created, route } from "@/lib/api";
import { fieldError } from "@/lib/errors";
import { createImport, IMPORT_RATE_LIMIT, IMPORT_UPLOAD_MAX_BODY_BYTES, listImports } from "@/lib/imports/service";
import { readFormData } from "@/lib/request-body";
import { ZImportUpload } from "@/lib/validations/imports";

// GET /api/imports -> ImportSummaryDto[] (newest first): the history of files imported.
// POST /api/imports (multipart: `file`, optional `debtId` when it is that card's or loan's own export) -> 201
// ImportDto, a review: nothing is in the ledger until it is applied. 400 names the problem (no file, empty, over
// 5 MB or 20,000 rows, a format it cannot read, a date it cannot read); 404 a debt that is not the user's; 403
// plan_limit a Free user's second file in a month (docs/product-rules.md "Importing bank and card files").
export const GET = route({}, ({ user }) => listImports(user.id));

export const POST = route(
  {
    maxBodyBytes: IMPORT_UPLOAD_MAX_BODY_BYTES,
    oversizeError: fieldError("file", "The file is over 5 MB; export a shorter period."),
    rateLimit: (_req, user) => ({ key: `imports:upload:user:${user?.id}`, rule: IMPORT_RATE_LIMIT }),
  },
  async ({ req, user }) => {
    const form = await readFormData(req, IMPORT_UPLOAD_MAX_BODY_BYTES);
    const file = form.get("file");
    if (!(file instanceof File)) throw fieldError("file", "Choose a CSV, OFX or QFX file to import.");
    const fields = ZImportUpload.safeParse({ debtId: form.get("debtId") || undefined });
    if (!fields.success) throw fieldError("debtId", "Choose one of your debts.");
    const bytes = new Uint8Array(await file.arrayBuffer());
    return created(await createImport(user, { name: file.name, bytes }, fields.data.debtId ?? null));
  },
);
