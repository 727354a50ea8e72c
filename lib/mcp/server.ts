import "server-only";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { SessionUser } from "@/lib/auth/session";
import { logPaymentWithDashboard } from "@/lib/dashboard/service";
import { listDebts } from "@/lib/debts/service";
import { runCoachTool } from "@/lib/coach/engine";
import { AppError } from "@/lib/errors";
import {
  claimIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyOf,
  requestFingerprint,
  settleIdempotencyKey,
} from "@/lib/idempotency";
import { getDebtMonths } from "@/lib/ledger/service";
import { LOG_PAYMENT_RATE_LIMIT, listPayments } from "@/lib/payments/service";
import { getSavedPlan, getThisMonth } from "@/lib/plan/service";
import { getProgress } from "@/lib/progress/service";
import { enforce } from "@/lib/rate-limit";
import { getLatestSchedule, getLatestStrategySummary } from "@/lib/strategies/read";
import type { TLogPayment } from "@/lib/validations/payments";
import type { z } from "@/lib/validations/zod";
import { MCP_TOOLS, type McpToolName } from "./tools";

// docs/product-rules.md "MCP server". Stateless; each tool calls the service its token route calls (never HTTP to
// ourselves), so a tool answers exactly what the route answers.

type Tool = (typeof MCP_TOOLS)[number];
type ArgsOf<N extends McpToolName> =
  Extract<Tool, { name: N }> extends { input: infer S extends z.ZodType } ? z.output<S> : undefined;
type Runners = { [N in McpToolName]: (user: SessionUser, args: ArgsOf<N>) => Promise<unknown> };

const RUN: Runners = {
  list_debts: (user) => listDebts(user.id),
  get_debt_months: (user, { debtId }) => getDebtMonths(user.id, debtId),
  get_plan: (user) => getSavedPlan(user.id),
  get_this_month: (user) => getThisMonth(user.id),
  get_progress: (user) => getProgress(user),
  list_payments: (user, filter) => listPayments(user.id, filter),
  get_strategy_summary: (user) => getLatestStrategySummary(user.id),
  get_strategy_schedule: (user, query) => getLatestSchedule(user.id, query),
  what_if: (user, change) => runCoachTool(user.id, "what_if", change),
  log_payment: (user, { idempotencyKey, ...payment }) => logPaymentOnce(user, payment, idempotencyKey),
};

// The route's fingerprint, so a key used on the route and on the tool for the same payment logs it once.
async function logPaymentOnce(user: SessionUser, payment: TLogPayment, rawKey: string | undefined): Promise<unknown> {
  await enforce(`payments:log:user:${user.id}`, LOG_PAYMENT_RATE_LIMIT);
  // The route's own header check, so a key the route refuses is refused here with the same message.
  const key = rawKey === undefined ? null : idempotencyKeyOf(new Headers({ [IDEMPOTENCY_KEY_HEADER]: rawKey }));
  if (key === null) return logPaymentWithDashboard(user, payment);
  const claim = await claimIdempotencyKey(user.id, key, requestFingerprint("POST", "/api/payments/log", payment));
  if (!claim.run) return answerOf(claim.answer);
  let answer: Response;
  try {
    answer = Response.json(await logPaymentWithDashboard(user, payment));
  } catch (error) {
    const status = error instanceof AppError ? error.status : 500;
    const body = error instanceof AppError ? error.toBody() : { error: { code: "internal", message: "" } };
    await settleIdempotencyKey(claim.id, Response.json(body, { status }));
    throw error;
  }
  await settleIdempotencyKey(claim.id, answer.clone());
  return answer.json();
}

async function answerOf(answer: Response): Promise<unknown> {
  const body = (await answer.json()) as { error?: { code: AppError["code"]; message: string } };
  if (answer.status >= 400 && body.error) throw new AppError(body.error.code, body.error.message);
  return body;
}

function resultOf(value: unknown): CallToolResult {
  const structured =
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? { structuredContent: value as Record<string, unknown> }
      : {};
  return { content: [{ type: "text", text: JSON.stringify(value ?? null) }], ...structured };
}

function errorOf(error: unknown): CallToolResult {
  const message =
    error instanceof AppError
      ? `${error.code}: ${error.message}`
      : "internal: Something went wrong on our side. Please try again.";
  if (!(error instanceof AppError)) console.error("[mcp] tool failed", error);
  return { isError: true, content: [{ type: "text", text: message }] };
}

export const WRITE_TOKEN_NEEDED =
  "forbidden: This tool changes your data and needs a token with write access. Create one in Settings > Account.";

export function createMcpServer(user: SessionUser, token: { canWrite: boolean }): McpServer {
  const server = new McpServer({ name: "debtwise", version: "1.0.0" });
  for (const tool of MCP_TOOLS) {
    const run = RUN[tool.name] as (user: SessionUser, args: unknown) => Promise<unknown>;
    const call = async (args: unknown): Promise<CallToolResult> => {
      if (tool.access === "write" && !token.canWrite)
        return { isError: true, content: [{ type: "text", text: WRITE_TOKEN_NEEDED }] };
      try {
        return resultOf(await run(user, args));
      } catch (error) {
        return errorOf(error);
      }
    };
    const annotations = { readOnlyHint: tool.access === "read", openWorldHint: false };
    if ("input" in tool)
      server.registerTool(
        tool.name,
        { title: tool.title, description: tool.description, inputSchema: tool.input as z.ZodObject, annotations },
        (args: Record<string, unknown>) => call(args),
      );
    else
      server.registerTool(tool.name, { title: tool.title, description: tool.description, annotations }, () =>
        call(undefined),
      );
  }
  return server;
}

export async function answerMcp(req: Request, user: SessionUser, token: { canWrite: boolean }): Promise<Response> {
  const server = createMcpServer(user, token);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(req);
  } finally {
    await server.close();
  }
}
