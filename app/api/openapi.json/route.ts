import { publicRoute } from "@/lib/api";
import { appOrigin } from "@/lib/request";
import { openApiDocument } from "@/lib/tokens/openapi";

// GET /api/openapi.json -> the OpenAPI 3.1 document of the routes that accept personal API tokens (lib/tokens/openapi.ts).
// Public, like /developers: it describes the API, never anyone's data, so shared caches may keep it for a while.
export const GET = publicRoute({}, () =>
  Response.json(openApiDocument(appOrigin()), { headers: { "cache-control": "public, max-age=300" } }),
);
