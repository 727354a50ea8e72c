import { route } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { answerMcp } from "@/lib/mcp/server";

// POST /api/mcp (Model Context Protocol over Streamable HTTP, stateless, JSON answers) -> the JSON-RPC answer; a
// notification alone answers 202. Pro only, with a personal API token (docs/product-rules.md "MCP server"): 401 with
// WWW-Authenticate without a token (a session is not enough: assistants hold tokens, not cookies), 403 plan_limit for
// a signed-in Free or Basic user. A read-only token may call every read tool; log_payment answers it a tool error.
// GET and DELETE (server-sent streams, sessions) are not offered by a stateless server: 405.
export const POST = route(
  { token: "read", tokenWritesCheckedByHandler: true, requires: "apiAccess" },
  ({ req, user, token }) => {
    if (!token) throw new AppError("unauthorized", "The MCP server needs a personal API token (Authorization: Bearer)");
    return answerMcp(req, user, token);
  },
);
