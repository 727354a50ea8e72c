import { route } from "@/lib/api";
import { discardImport, getImport, remapImport } from "@/lib/imports/service";
import { ZRemapImport } from "@/lib/validations/imports";

// GET /api/imports/{id} -> ImportDto (its rows with suggestions, worked out again on every read).
// PATCH /api/imports/{id} {mapping} -> ImportDto: a CSV in review read again with the columns the user chose, and
// that mapping remembered for the account. 409 once applied.
// DELETE /api/imports/{id} -> 204: discards a review (409 once applied: undo it instead). 404 another user's.
export const GET = route({}, ({ user, params }) => getImport(user.id, params.id!));

export const PATCH = route({ body: ZRemapImport }, ({ user, params, body }) =>
  remapImport(user.id, params.id!, body.mapping),
);

export const DELETE = route({}, async ({ user, params }) => {
  await discardImport(user.id, params.id!);
  return new Response(null, { status: 204 });
});
