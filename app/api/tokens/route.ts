import { created, route } from "@/lib/api";
import { createToken, listTokens } from "@/lib/tokens/service";
import { ZCreateToken } from "@/lib/validations/tokens";

// Personal API tokens (Pro). Session only: these routes do not opt in to tokens, so a token can never mint or list
// tokens (a leaked one cannot make itself a successor).

// GET /api/tokens -> ApiTokenDto[] (live tokens, newest first; never the secret).
export const GET = route({}, ({ user }) => listTokens(user.id));

// POST /api/tokens {name, canWrite?} -> 201 {token, apiToken}: the secret, shown this once. 403 plan_limit below
// Pro, 409 with 10 live tokens, 400 for a blank, long or multi-line name.
export const POST = route({ body: ZCreateToken, requires: "apiAccess" }, async ({ user, body }) =>
  created(await createToken(user, body)),
);
