import { z } from "@/lib/validations/zod";
import { DEBT_KINDS, ORDERED_STRATEGIES } from "@/lib/payoff/types";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { ZCreateDebt, ZUpdateDebt } from "@/lib/validations/debts";
import { ZLogPayment } from "@/lib/validations/payments";
import { ZSavePlan } from "@/lib/validations/plan";
import { MAX_LIVE_TOKENS, TOKEN_PREFIX } from "./types";

// Every route that accepts a personal access token, described once: /api/openapi.json and /developers both read this
// list, and tests/unit/openapi.test.ts fails unless it names exactly the handlers that opted in, with the same access.

type JsonSchema = Record<string, unknown>;

export interface ApiOperation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** What the token must allow: "read" (any token) or "write" (a token created with write access). */
  access: "read" | "write";
  summary: string;
  description: string;
  query?: { name: string; description: string; schema: JsonSchema }[];
  body?: z.ZodType;
  example?: unknown;
  /** Headers the page's curl line needs besides the token's (the MCP endpoint's Accept). */
  exampleHeaders?: Record<string, string>;
  success: { status: 200 | 201 | 204; description: string; schema?: JsonSchema; csv?: boolean };
  /** Statuses this operation answers besides the common ones (400, 401, 403, 429, 503). */
  errors?: { status: number; description: string }[];
  /** Accepts an `Idempotency-Key` header (route()'s `idempotent` option; the test holds the two together). */
  idempotent?: boolean;
}

const money = {
  type: "string",
  pattern: "^-?\\d+\\.\\d{2}$",
  description: 'Decimal string with 2 decimals, e.g. "1234.56"',
} as const;
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: "null" }] });
const month = { type: "string", pattern: "^\\d{4}-\\d{2}$", description: '"YYYY-MM"' } as const;
const day = { type: "string", format: "date", description: '"YYYY-MM-DD"' } as const;
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const object = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: "object",
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
});
const strategies = [...ORDERED_STRATEGIES];

const SCHEMAS: Record<string, JsonSchema> = {
  Error: object({
    error: {
      type: "object",
      properties: {
        code: {
          type: "string",
          enum: [
            "bad_request",
            "unauthorized",
            "forbidden",
            "plan_limit",
            "not_found",
            "conflict",
            "payload_too_large",
            "rate_limited",
            "internal",
            "unavailable",
          ],
        },
        message: { type: "string" },
        issues: { type: "array", items: object({ path: { type: "string" }, message: { type: "string" } }) },
      },
      required: ["code", "message"],
    },
  }),
  Debt: object({
    id: { type: "string" },
    name: { type: "string" },
    balance: money,
    originalBalance: money,
    interestRate: { type: "string", description: 'APR percent: "18.99"' },
    minPayment: money,
    dueDay: nullable({ type: "integer", minimum: 1, maximum: 28 }),
    kind: { type: "string", enum: [...DEBT_KINDS] },
    promoRate: nullable({ type: "string" }),
    promoEndsOn: nullable(month),
    deferredInterest: { type: "boolean" },
    creditLimit: nullable({ ...money, description: 'Credit limit, e.g. "5000.00"; null when none' }),
    payeeWords: {
      type: "array",
      items: { type: "string" },
      description: 'Words the bank writes for this payee ("NAVIENT"), matched by file import',
    },
    isClosed: { type: "boolean" },
    createdAt: { type: "string", format: "date-time" },
  }),
  Payment: object({
    id: { type: "string" },
    debtId: { type: "string" },
    amount: money,
    description: { type: "string" },
    paymentDate: day,
    interestPortion: money,
    principalPortion: money,
  }),
  Plan: object({
    strategy: { type: "string", enum: strategies },
    extraPayment: money,
    customOrder: nullable({
      type: "array",
      items: { type: "string" },
      description: "Debt ids in target order (custom plans only)",
    }),
    lumpSums: { type: "array", items: object({ amount: money, month }) },
    updatedAt: nullable({ type: "string", format: "date-time" }),
  }),
  ThisMonth: object({
    month,
    strategy: { type: "string", enum: strategies },
    debts: {
      type: "array",
      items: object({
        debtId: { type: "string" },
        name: { type: "string" },
        dueDay: nullable({ type: "integer" }),
        planned: money,
        paid: money,
        remaining: money,
      }),
    },
    totalPlanned: money,
    totalPaid: money,
    status: { type: "string", enum: ["on_track", "ahead", "behind"] },
    debtFreeDate: nullable(month),
    monthsLeft: nullable({ type: "integer" }),
    utilization: nullable(
      object(
        {
          percent: { type: "integer", description: "Whole percent of the credit limits used today, rounded down" },
          under30: nullable({ type: "string", description: '"already", or the first "YYYY-MM" projected under 30%' }),
          under10: nullable({ type: "string", description: '"already", or the first "YYYY-MM" projected under 10%' }),
        },
        "The open debts with a credit limit together; null when none has a limit",
      ),
    ),
  }),
  DebtMonths: object({
    debtId: { type: "string" },
    name: { type: "string" },
    archived: { type: "boolean", description: "Removed with payments: its history stays readable" },
    months: {
      type: "array",
      description:
        "Newest first. closing = opening + interest + fees + newCharges - payments + corrections, to the cent.",
      items: object({
        month,
        opening: money,
        interest: money,
        fees: money,
        newCharges: money,
        payments: money,
        corrections: money,
        closing: money,
        notes: {
          type: "array",
          description: "The month's corrections, fees and new charges with their notes, in date order",
          items: object({
            date: day,
            amount: money,
            kind: { type: "string", enum: ["correction", "fee", "purchase"] },
            note: nullable({ type: "string" }),
          }),
        },
      }),
    },
  }),
  Progress: object({
    months: {
      type: "array",
      items: object({ month, actual: money, planned: nullable(money), minimumsOnly: nullable(money) }),
    },
    interestPaidToDate: money,
    interestSavedSoFar: nullable(money),
    startMonth: nullable(month),
    limited: { type: "boolean" },
    upgradeMessage: nullable({ type: "string" }),
  }),
  StrategySummary: object({
    id: { type: "string" },
    createdAt: { type: "string", format: "date-time" },
    strategyType: { type: "string", enum: ["avalanche", "snowball"], description: "The recommendation" },
    savedStrategy: { type: "string", enum: strategies, description: "The saved plan, whose numbers these are" },
    totalInterest: nullable(money),
    payoffTimeMonths: nullable({ type: "integer" }),
    aiMessage: nullable({ type: "string" }),
    feasible: { type: "boolean" },
    infeasibleReason: nullable({ type: "string" }),
    outOfDate: { type: "boolean", description: "The debts changed since it was calculated" },
  }),
  Strategy: {
    type: "object",
    description:
      "The latest calculation with every strategy's month-by-month schedule (large: about 100 KB for five debts).",
    properties: {
      id: { type: "string" },
      createdAt: { type: "string", format: "date-time" },
      strategyType: { type: "string", enum: ["avalanche", "snowball"], description: "The recommendation" },
      savedStrategy: {
        type: "string",
        enum: strategies,
        description: "The saved plan: the headline (interest, months, budget, debts' order) is its numbers",
      },
      savedOrder: { type: "array", items: { type: "string" }, description: "A custom saved plan's debt ids in order" },
      totalDebt: money,
      totalInterest: nullable(money),
      payoffTimeMonths: nullable({ type: "integer" }),
      extraPayment: money,
      monthlyBudget: money,
      feasible: { type: "boolean" },
      debts: { type: "array", items: { type: "object" } },
      comparison: {
        type: "object",
        description:
          "saved (the saved plan), avalanche, snowball and minimums (and more orders on Pro): months, interest, debt-free date, schedule",
      },
      warnings: { type: "array", items: { type: "string" } },
      outOfDate: { type: "boolean" },
    },
    required: ["id", "createdAt", "strategyType", "feasible", "comparison"],
  },
  StrategySchedule: object({
    strategyId: { type: "string", description: "The calculation the months belong to" },
    kind: {
      type: "string",
      enum: [
        "saved",
        "avalanche",
        "snowball",
        "minimums",
        "highest_interest_cost",
        "cash_flow_index",
        "highest_utilization",
      ],
    },
    debtId: { type: "string", description: "Present when each month carries this debt's row alone" },
    months: {
      type: "array",
      items: object({
        month: { type: "integer", description: "1 for the plan's first month" },
        date: month,
        totalPayment: money,
        totalBalance: money,
        debts: {
          type: "array",
          items: object({ id: { type: "string" }, payment: money, interest: money, principal: money, balance: money }),
        },
      }),
    },
  }),
  LogPaymentResult: object({
    newBadges: { type: "array", items: { type: "object" } },
    updatedStreak: { type: "object" },
    debtClosed: { type: "boolean" },
    xpGained: { type: "integer" },
    payment: object({
      id: { type: "string" },
      debtId: { type: "string" },
      amount: money,
      description: { type: "string" },
      paymentDate: day,
    }),
    debt: ref("Debt"),
  }),
};

const paymentFilter = [
  {
    name: "debtId",
    description: "Only this debt's payments (404 for a debt that is not yours)",
    schema: { type: "string" },
  },
  { name: "from", description: "First day, inclusive", schema: day },
  { name: "to", description: "Last day, inclusive", schema: day },
];
const notFoundDebt = { status: 404, description: "No such debt of yours" };

export const API_OPERATIONS: ApiOperation[] = [
  {
    method: "GET",
    path: "/api/debts",
    access: "read",
    summary: "List debts",
    description: "Your debts, open and closed, in the order they were added.",
    success: { status: 200, description: "The debts", schema: { type: "array", items: ref("Debt") } },
  },
  {
    method: "POST",
    path: "/api/debts",
    access: "write",
    summary: "Add a debt",
    description: "Adds a debt. Money may be sent as a string or a number; it is stored with 2 decimals.",
    body: ZCreateDebt,
    example: { name: "Visa", balance: "2500.00", interestRate: "21.5", minPayment: "60", dueDay: 15 },
    success: { status: 201, description: "The new debt", schema: ref("Debt") },
  },
  {
    method: "PATCH",
    path: "/api/debts/{id}",
    access: "write",
    summary: "Change a debt",
    description: "Changes any of the debt's fields; a typed balance is recorded as a correction in the debt's history.",
    body: ZUpdateDebt,
    example: { minPayment: "75" },
    success: { status: 200, description: "The debt as changed", schema: ref("Debt") },
    errors: [notFoundDebt],
  },
  {
    method: "DELETE",
    path: "/api/debts/{id}",
    access: "write",
    summary: "Remove a debt",
    description: "Deletes the debt, or archives it when it has payments (the history stays).",
    success: { status: 204, description: "Removed" },
    errors: [notFoundDebt],
  },
  {
    method: "GET",
    path: "/api/debts/{id}/months",
    access: "read",
    summary: "A debt's months",
    description:
      "The debt's history by calendar month, to hold against the lender's statement: opening balance, interest, fees, new charges, payments, corrections and closing balance. Removed debts too.",
    success: { status: 200, description: "The debt's months, newest first", schema: ref("DebtMonths") },
    errors: [notFoundDebt],
  },
  {
    method: "GET",
    path: "/api/plan",
    access: "read",
    summary: "The saved plan",
    description:
      "Your saved payoff plan: strategy, extra payment, custom order and lump sums (the default plan when none was saved).",
    success: { status: 200, description: "The plan", schema: ref("Plan") },
  },
  {
    method: "PUT",
    path: "/api/plan",
    access: "write",
    summary: "Save the plan",
    description: "Saves the strategy and the extra monthly payment; a custom order must list each open debt once.",
    body: ZSavePlan,
    example: { strategy: "avalanche", extraPayment: "150" },
    success: { status: 200, description: "The saved plan", schema: ref("Plan") },
  },
  {
    method: "GET",
    path: "/api/plan/this-month",
    access: "read",
    summary: "This month",
    description:
      "What the plan pays each open debt this month, what was paid, what remains, and the debt-free outlook.",
    success: { status: 200, description: "This month", schema: ref("ThisMonth") },
  },
  {
    method: "GET",
    path: "/api/progress",
    access: "read",
    summary: "Actual progress",
    description:
      "Month-end balances against your first plan and against paying minimums only, with interest paid and saved.",
    success: { status: 200, description: "Progress by month", schema: ref("Progress") },
  },
  {
    method: "GET",
    path: "/api/payments",
    access: "read",
    summary: "List payments",
    description:
      "Logged payments, newest first, each with the part that paid interest and the part that paid principal.",
    query: paymentFilter,
    success: { status: 200, description: "The payments", schema: { type: "array", items: ref("Payment") } },
    errors: [notFoundDebt],
  },
  {
    method: "GET",
    path: "/api/payments/export",
    access: "read",
    summary: "Payments as CSV",
    description: "The same payments as a CSV file (Date, Debt, Amount, Interest, Principal, Note).",
    query: paymentFilter,
    success: { status: 200, description: "A CSV download", csv: true },
    errors: [notFoundDebt],
  },
  {
    method: "POST",
    path: "/api/payments/log",
    access: "write",
    summary: "Log a payment",
    description:
      "Records a payment to one of your debts (not in the future, not above what is owed). To retry safely, send an " +
      "Idempotency-Key header (any unique string up to 255 characters, e.g. a UUID, one per payment): a retry with " +
      "the same key and body within 24 hours answers the first answer again and logs nothing more.",
    idempotent: true,
    body: ZLogPayment,
    example: { debtId: "<debt id>", amount: "120.00", description: "Monthly payment", paymentDate: "2026-11-20" },
    success: {
      status: 200,
      description: "The payment, the debt after it, and any badge or streak it earned",
      schema: ref("LogPaymentResult"),
    },
    errors: [
      notFoundDebt,
      {
        status: 409,
        description:
          "The debt is already paid off, or the Idempotency-Key was used with a different body or its first request is still running",
      },
    ],
  },
  {
    method: "GET",
    path: "/api/strategies/latest",
    access: "read",
    summary: "Latest strategy",
    description: "Your latest calculation with every strategy's schedule; null before the first calculation.",
    success: { status: 200, description: "The strategy, or null", schema: nullable(ref("Strategy")) },
  },
  {
    method: "GET",
    path: "/api/strategies/latest/summary",
    access: "read",
    summary: "Latest strategy, headline numbers",
    description: "The latest calculation's headline numbers without the schedules; null before the first calculation.",
    success: { status: 200, description: "The summary, or null", schema: nullable(ref("StrategySummary")) },
  },
  {
    method: "GET",
    path: "/api/strategies/latest/schedule",
    access: "read",
    summary: "Latest strategy, one plan's schedule",
    description:
      "One plan's month-by-month schedule from the latest calculation (the saved plan unless kind names another), " +
      "for one debt or every debt, between two months: a large plan read a debt or a page at a time.",
    query: [
      {
        name: "kind",
        description:
          "saved (default), avalanche, snowball, minimums, or on Pro highest_interest_cost, cash_flow_index, highest_utilization",
        schema: { type: "string" },
      },
      {
        name: "debtId",
        description: "Only this debt's rows (404 for a debt not in the calculation)",
        schema: { type: "string" },
      },
      { name: "from", description: "First month, inclusive", schema: month },
      { name: "to", description: "Last month, inclusive", schema: month },
    ],
    success: { status: 200, description: "The months", schema: ref("StrategySchedule") },
    errors: [{ status: 404, description: "No calculation yet, or the debt is not in it" }],
  },
  {
    method: "POST",
    path: "/api/mcp",
    access: "read",
    summary: "MCP server",
    description:
      "The Model Context Protocol endpoint for AI assistants (JSON-RPC over Streamable HTTP, stateless, JSON answers): " +
      "tools that answer what the read routes above answer, and log_payment, which needs a token with write access " +
      '(a read token gets a tool error). See "Use DebtWise from an AI assistant" on /developers.',
    exampleHeaders: { Accept: "application/json, text/event-stream" },
    example: { jsonrpc: "2.0", id: 1, method: "tools/list" },
    success: { status: 200, description: "The JSON-RPC answer", schema: { type: "object" } },
  },
];

const COMMON_ERRORS: Record<number, string> = {
  400: "Invalid input (the error's issues name each field)",
  401: "Missing, malformed, unknown or revoked token, or the account is no longer on Pro",
  403: "A read-only token on a write route (forbidden), or a feature your plan lacks (plan_limit)",
  429: "More than the token's rate limit, or too many invalid tokens from your address (see Retry-After)",
  503: "Temporarily unavailable (see Retry-After)",
};

/** The optional header of the operations marked `idempotent` (lib/idempotency.ts). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes a retry safe: the same key with the same body within 24 hours answers the first answer again (with " +
    "Idempotent-Replayed: true) and changes nothing more; the same key with another body is a 409. Keys are per " +
    "account; use a new one (e.g. a UUID) for each new request.",
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
};

/** "/api/debts/{id}" -> the App Router file that serves it ("app/api/debts/[id]/route.ts"). */
export function routeFileOf(path: string): string {
  return `app${path.replace(/\{([^}]+)\}/g, "[$1]")}/route.ts`;
}

export function curlExample(op: ApiOperation, origin: string): string {
  const url = `${origin}${op.path.replace("{id}", "<debt id>")}`;
  const parts = [
    `curl ${op.method === "GET" ? "" : `-X ${op.method} `}"${url}"`,
    `-H "Authorization: Bearer $DEBTWISE_TOKEN"`,
  ];
  for (const [name, value] of Object.entries(op.exampleHeaders ?? {})) parts.push(`-H "${name}: ${value}"`);
  if (op.example !== undefined) parts.push(`-H "Content-Type: application/json"`, `-d '${JSON.stringify(op.example)}'`);
  return parts.join(" \\\n  ");
}

function requestSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function responseOf(op: ApiOperation): JsonSchema {
  const { status, description, schema, csv } = op.success;
  if (status === 204) return { description };
  if (csv) return { description, content: { "text/csv": { schema: { type: "string" } } } };
  return { description, content: { "application/json": { schema } } };
}

export function openApiDocument(origin: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of API_OPERATIONS) {
    const errors = { ...COMMON_ERRORS, ...Object.fromEntries((op.errors ?? []).map((e) => [e.status, e.description])) };
    const parameters = [
      ...(op.path.includes("{id}") ? [{ name: "id", in: "path", required: true, schema: { type: "string" } }] : []),
      ...(op.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
      ...(op.query ?? []).map((q) => ({
        name: q.name,
        in: "query",
        required: false,
        description: q.description,
        schema: q.schema,
      })),
    ];
    (paths[op.path] ??= {})[op.method.toLowerCase()] = {
      operationId: `${op.method.toLowerCase()}${op.path.replace(/\{[^}]+\}/g, "ById").replace(/[^A-Za-z]+(.)/g, (_m, c: string) => c.toUpperCase())}`,
      summary: op.summary,
      description: `${op.description} Needs a ${op.access === "write" ? "token with write access" : "token (read or write)"}.`,
      "x-token-access": op.access,
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? { requestBody: { required: true, content: { "application/json": { schema: requestSchema(op.body) } } } }
        : {}),
      responses: {
        [op.success.status]: responseOf(op),
        ...Object.fromEntries(
          Object.entries(errors).map(([status, description]) => [
            status,
            { description, content: { "application/json": { schema: ref("Error") } } },
          ]),
        ),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "DebtWise API",
      version: "1.0.0",
      description:
        `Read your debts, plan, progress and payments, and (with a write token) change them. Pro plan. Create a ` +
        `personal access token in Settings > Account > API access (at most ${MAX_LIVE_TOKENS}) and send it as ` +
        `"Authorization: Bearer ${TOKEN_PREFIX}...". Each token may make ${RATE_LIMITS.apiToken.limit} requests per ` +
        `${RATE_LIMITS.apiToken.windowSeconds} seconds. Money is decimal strings with 2 decimals.`,
    },
    servers: [{ url: origin }],
    security: [{ bearerToken: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerToken: {
          type: "http",
          scheme: "bearer",
          description: `A personal access token: ${TOKEN_PREFIX} followed by 43 characters`,
        },
      },
      schemas: SCHEMAS,
    },
  };
}
