import { z } from "@/lib/validations/zod";
import { ZLogPayment, ZPaymentFilter } from "@/lib/validations/payments";
import { ZScheduleQuery } from "@/lib/validations/strategies";
import { ZCoachWhatIfFlat } from "@/lib/validations/coach";

// docs/product-rules.md "MCP server". Described once, so the /developers page cannot name a tool the server lacks.

export const ZDebtMonthsInput = z.object({ debtId: z.string().trim().min(1, "Please select a debt") });

export const ZLogPaymentTool = ZLogPayment.extend({
  idempotencyKey: z
    .string()
    .max(255)
    .optional()
    .describe("Makes a retry safe: the same key with the same payment within 24 hours logs nothing more"),
});

export const MCP_TOOLS = [
  {
    name: "list_debts",
    title: "List debts",
    access: "read",
    route: "GET /api/debts",
    description: "Your debts, open and closed, in the order they were added. Money is a decimal string.",
  },
  {
    name: "get_debt_months",
    title: "A debt's months",
    access: "read",
    route: "GET /api/debts/{id}/months",
    description:
      "One debt's history by calendar month (opening balance, interest, fees, charges, payments, closing balance).",
    input: ZDebtMonthsInput,
  },
  {
    name: "get_plan",
    title: "The saved plan",
    access: "read",
    route: "GET /api/plan",
    description: "The saved payoff plan: strategy, extra monthly payment, custom order and lump sums.",
  },
  {
    name: "get_this_month",
    title: "This month",
    access: "read",
    route: "GET /api/plan/this-month",
    description: "What the plan pays each open debt this month, what was paid, what remains, and the debt-free date.",
  },
  {
    name: "get_progress",
    title: "Actual progress",
    access: "read",
    route: "GET /api/progress",
    description: "Month-end balances against the first plan and against minimums only, with interest paid and saved.",
  },
  {
    name: "list_payments",
    title: "List payments",
    access: "read",
    route: "GET /api/payments",
    description:
      "Logged payments, newest first, with their interest and principal parts; optionally one debt or dates.",
    input: ZPaymentFilter,
  },
  {
    name: "get_strategy_summary",
    title: "Strategy comparison",
    access: "read",
    route: "GET /api/strategies/latest/summary",
    description:
      "The latest strategy comparison's headline numbers (debt-free date, interest, months for each plan); null before the first calculation.",
  },
  {
    name: "get_strategy_schedule",
    title: "A plan's schedule",
    access: "read",
    route: "GET /api/strategies/latest/schedule",
    description:
      "One plan's month-by-month schedule from the latest comparison (the saved plan unless kind names another), for one debt or all, between two months.",
    input: ZScheduleQuery,
  },
  {
    name: "what_if",
    title: "What if",
    access: "read",
    route: null,
    description:
      "The saved plan from today's balances against the same plan with one change (an extra amount every month, a lump sum in a month, another order, or a debt's promo ending in another month): debt-free month, months and total interest before and after. Computed by the payoff engine, as the coach's what-if.",
    input: ZCoachWhatIfFlat,
  },
  {
    name: "log_payment",
    title: "Log a payment",
    access: "write",
    route: "POST /api/payments/log",
    description:
      "Records a payment to one of your debts (not in the future, not above what is owed). Needs a token with write access.",
    input: ZLogPaymentTool,
  },
] as const satisfies readonly McpToolInfo[];

export interface McpToolInfo {
  name: string;
  title: string;
  access: "read" | "write";
  /** The token route whose answer the tool gives (lib/tokens/openapi.ts). */
  route: string | null;
  description: string;
  input?: z.ZodObject;
}

export type McpToolName = (typeof MCP_TOOLS)[number]["name"];
