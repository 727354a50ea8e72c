import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { NextRequest } from "next/server";
import { POST as calculateRoute } from "@/app/api/calculate-strategies/route";
import { GET as debtMonthsRoute } from "@/app/api/debts/[id]/months/route";
import { GET as listDebtsRoute, POST as createDebtRoute } from "@/app/api/debts/route";
import { POST as mcpRoute } from "@/app/api/mcp/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { GET as listPaymentsRoute } from "@/app/api/payments/route";
import { GET as getPlanRoute } from "@/app/api/plan/route";
import { GET as thisMonthRoute } from "@/app/api/plan/this-month/route";
import { GET as progressRoute } from "@/app/api/progress/route";
import { GET as scheduleRoute } from "@/app/api/strategies/latest/schedule/route";
import { GET as summaryRoute } from "@/app/api/strategies/latest/summary/route";
import { POST as createTokenRoute } from "@/app/api/tokens/route";
import { BEARER_CHALLENGE } from "@/lib/api";
import { db } from "@/lib/db";
import { runCoachTool } from "@/lib/coach/engine";
import { MCP_TOOLS } from "@/lib/mcp/tools";
import type { CreatedApiTokenDto } from "@/lib/tokens/types";
import { today } from "@/tests/support/calendar";
import { TEST_ORIGIN, callRoute, uniqueIp } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// The MCP server (docs/product-rules.md "MCP server") through the SDK's own client and transport, whose fetch calls
// POST /api/mcp's handler in process: each tool answers what its token route answers for the same token, writes need
// a write token, and only a Pro user's token gets in.

jest.setTimeout(120_000);

afterAll(async () => {
  await db.$disconnect();
});

type User = Awaited<ReturnType<typeof signUp>>;
type Handler = Parameters<typeof callRoute>[0];

const MCP_URL = `${TEST_ORIGIN}/api/mcp`;

/** A fetch that hands the client's requests to the route handler, as Next would (GET is not served: 405). */
function handlerFetch(ip = uniqueIp()): typeof fetch {
  return async (input, init) => {
    const req = new NextRequest(new URL(String(input instanceof Request ? input.url : input)), init as never);
    req.headers.set("x-forwarded-for", ip);
    if (req.method !== "POST") return new Response(null, { status: 405 });
    return mcpRoute(req, { params: Promise.resolve({}) });
  };
}

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: "debtwise-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), {
    fetch: handlerFetch(),
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

async function newToken(user: User, canWrite: boolean): Promise<string> {
  const res = await callRoute(createTokenRoute, {
    path: "/api/tokens",
    json: { name: "Assistant", canWrite },
    jar: user.jar,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as CreatedApiTokenDto).token;
}

/** A Pro user with one debt, a payment and a strategy comparison. */
async function proUserWithData(prefix: string) {
  const user = await signUp({ verified: true, plan: "pro", prefix });
  const created = await callRoute(createDebtRoute, {
    path: "/api/debts",
    json: { name: "Visa", balance: "2500.00", interestRate: "21.5", minPayment: "60" },
    jar: user.jar,
  });
  expect(created.status).toBe(201);
  const debtId = ((await created.json()) as { id: string }).id;
  const logged = await callRoute(logPaymentRoute, {
    path: "/api/payments/log",
    json: { debtId, amount: "100.00", paymentDate: today() },
    jar: user.jar,
  });
  expect(logged.status).toBe(200);
  const calculated = await callRoute(calculateRoute, {
    path: "/api/calculate-strategies",
    json: { extraPayment: "40" },
    jar: user.jar,
  });
  expect(calculated.status).toBe(200);
  return { ...user, debtId };
}

/** The REST route's JSON answer for the same token. */
async function rest(handler: Handler, token: string, path: string, params?: Record<string, string>) {
  const res = await callRoute(handler, {
    path,
    params,
    headers: { authorization: `Bearer ${token}`, "x-forwarded-for": uniqueIp() },
  });
  expect(res.status).toBe(200);
  return res.json();
}

function textOf(result: unknown): string {
  const content = (result as CallToolResult).content;
  expect(content[0]?.type).toBe("text");
  return (content[0] as { text: string }).text;
}

async function callTool(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { result, json: result.isError ? undefined : (JSON.parse(textOf(result)) as unknown) };
}

describe("the MCP server", () => {
  it("initializes and lists every tool with its route's input schema", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "mcp-list" });
    const client = await connect(await newToken(user, false));
    expect(client.getServerVersion()?.name).toBe("debtwise");
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(MCP_TOOLS.map((t) => t.name).sort());
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(Object.keys(byName.log_payment!.inputSchema.properties ?? {}).sort()).toEqual(
      ["amount", "debtId", "description", "idempotencyKey", "paymentDate"].sort(),
    );
    expect(byName.log_payment!.inputSchema.required).toEqual(expect.arrayContaining(["debtId", "paymentDate"]));
    expect(Object.keys(byName.list_payments!.inputSchema.properties ?? {}).sort()).toEqual(["debtId", "from", "to"]);
    expect(Object.keys(byName.get_strategy_schedule!.inputSchema.properties ?? {}).sort()).toEqual([
      "debtId",
      "from",
      "kind",
      "to",
    ]);
    expect(byName.list_debts!.annotations?.readOnlyHint).toBe(true);
    expect(byName.log_payment!.annotations?.readOnlyHint).toBe(false);
    await client.close();
  });

  it("answers each read tool with what its route answers, and logs a payment with a write token", async () => {
    const user = await proUserWithData("mcp-reads");
    const token = await newToken(user, true);
    const client = await connect(token);
    const { debtId } = user;

    const expectSame = async (name: string, args: Record<string, unknown>, answer: unknown) => {
      const { result, json } = await callTool(client, name, args);
      expect(result.isError).toBeFalsy();
      expect(json).toEqual(answer);
      return result;
    };
    const debts = (await rest(listDebtsRoute, token, "/api/debts")) as { id: string; balance: string }[];
    expect(debts).toHaveLength(1);
    await expectSame("list_debts", {}, debts);
    await expectSame(
      "get_debt_months",
      { debtId },
      await rest(debtMonthsRoute, token, `/api/debts/${debtId}/months`, { id: debtId }),
    );
    const plan = await expectSame("get_plan", {}, await rest(getPlanRoute, token, "/api/plan"));
    expect(plan.structuredContent).toEqual(await rest(getPlanRoute, token, "/api/plan"));
    await expectSame("get_this_month", {}, await rest(thisMonthRoute, token, "/api/plan/this-month"));
    await expectSame("get_progress", {}, await rest(progressRoute, token, "/api/progress"));
    await expectSame(
      "list_payments",
      { debtId },
      await rest(listPaymentsRoute, token, `/api/payments?debtId=${debtId}`),
    );
    await expectSame("get_strategy_summary", {}, await rest(summaryRoute, token, "/api/strategies/latest/summary"));
    await expectSame(
      "get_strategy_schedule",
      { kind: "avalanche", debtId },
      await rest(scheduleRoute, token, `/api/strategies/latest/schedule?kind=avalanche&debtId=${debtId}`),
    );

    // log_payment: the route's service and its Idempotency-Key rules (a retry with the key logs nothing more).
    const payment = { debtId, amount: "25.50", paymentDate: today(), idempotencyKey: "mcp-retry-1" };
    const first = await callTool(client, "log_payment", payment);
    expect(first.result.isError).toBeFalsy();
    const logged = first.json as { payment: { amount: string }; debt: { balance: string } };
    expect(logged.payment.amount).toBe("25.50");
    const again = await callTool(client, "log_payment", payment);
    expect(again.json).toEqual(first.json);
    expect(await db.payment.count({ where: { debtId, amount: "25.50" } })).toBe(1);
    const after = (await rest(listDebtsRoute, token, "/api/debts")) as { balance: string }[];
    expect(after[0]!.balance).toBe(logged.debt.balance);

    // A refusal from the service is a tool error with the route's code and message.
    const tooMuch = await callTool(client, "log_payment", { debtId, amount: "99999.00", paymentDate: today() });
    expect(tooMuch.result.isError).toBe(true);
    expect(textOf(tooMuch.result)).toMatch(/^bad_request: /);
    // An input the route's schema refuses is refused before any service runs, with the schema's message.
    const future = await callTool(client, "log_payment", { debtId, amount: "10", paymentDate: "2999-01-01" });
    expect(future.result.isError).toBe(true);
    expect(textOf(future.result)).toMatch(/paymentDate/);
    await client.close();
  });

  it("answers what_if with the coach engine's numbers, checks its input, and keeps to the token owner's debts", async () => {
    const user = await proUserWithData("mcp-whatif");
    const client = await connect(await newToken(user, false));
    const { tools } = await client.listTools();
    const schema = tools.find((t) => t.name === "what_if")!.inputSchema;
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(["amount", "change", "debtId", "month", "strategy"]);

    const extra = await callTool(client, "what_if", { change: "extra_per_month", amount: "100" });
    expect(extra.result.isError).toBeFalsy();
    expect(extra.json).toEqual(
      JSON.parse(
        JSON.stringify(await runCoachTool(user.userId, "what_if", { change: "extra_per_month", amount: "100" })),
      ),
    );
    const compared = extra.json as { kind: string; after: { months: number }; before: { months: number } };
    expect(compared.kind).toBe("compared");
    expect(compared.after.months).toBeLessThan(compared.before.months);

    // The discriminated union's own checks: a lump sum needs its month.
    const noMonth = await callTool(client, "what_if", { change: "lump_sum", amount: "1200" });
    expect(noMonth.result.isError).toBe(true);
    expect(textOf(noMonth.result)).toMatch(/month/);

    const other = await proUserWithData("mcp-whatif-other");
    const foreign = await callTool(client, "what_if", { change: "promo_ends", debtId: other.debtId, month: "2030-01" });
    expect(foreign.result.isError).toBe(true);
    expect(textOf(foreign.result)).toMatch(/^not_found: /);
    await client.close();
  });

  it("refuses log_payment to a read token with a tool error, and logs nothing", async () => {
    const user = await proUserWithData("mcp-readonly");
    const client = await connect(await newToken(user, false));
    const { result } = await callTool(client, "log_payment", {
      debtId: user.debtId,
      amount: "10.00",
      paymentDate: today(),
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/write access/);
    expect(await db.payment.count({ where: { debtId: user.debtId } })).toBe(1);
    // Reads still work with that token.
    expect((await callTool(client, "list_debts")).result.isError).toBeFalsy();
    await client.close();
  });

  it("never shows another user's records", async () => {
    const owner = await proUserWithData("mcp-owner");
    const other = await signUp({ verified: true, plan: "pro", prefix: "mcp-other" });
    const client = await connect(await newToken(other, true));
    expect((await callTool(client, "list_debts")).json).toEqual([]);
    for (const [name, args] of [
      ["get_debt_months", { debtId: owner.debtId }],
      ["list_payments", { debtId: owner.debtId }],
      ["log_payment", { debtId: owner.debtId, amount: "5.00", paymentDate: today() }],
    ] as const) {
      const { result } = await callTool(client, name, args);
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/^not_found: /);
    }
    expect((await callTool(client, "get_strategy_summary")).json).toBeNull();
    expect(await db.payment.count({ where: { debtId: owner.debtId } })).toBe(1);
    await client.close();
  });

  describe("who gets in", () => {
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
    };
    const post = (headers: Record<string, string>, jar?: User["jar"]) =>
      callRoute(mcpRoute, {
        path: "/api/mcp",
        json: initialize,
        jar,
        headers: { accept: "application/json, text/event-stream", "x-forwarded-for": uniqueIp(), ...headers },
      });

    it("answers 401 with a bearer challenge without a token, with a bad one, and to a session alone", async () => {
      for (const headers of [{}, { authorization: "Bearer dw_pat_not-a-real-token" }] as Record<string, string>[]) {
        const res = await post(headers);
        expect(res.status).toBe(401);
        expect(res.headers.get("www-authenticate")).toBe(BEARER_CHALLENGE);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
      }
      const pro = await signUp({ verified: true, plan: "pro", prefix: "mcp-session" });
      const res = await post({}, pro.jar);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe(BEARER_CHALLENGE);
    });

    it("answers 403 plan_limit to a signed-in Free or Basic user, and 401 to a token whose account left Pro", async () => {
      for (const plan of ["free", "basic"] as const) {
        const user = await signUp({ verified: true, plan, prefix: `mcp-${plan}` });
        const res = await post({}, user.jar);
        expect(res.status).toBe(403);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("plan_limit");
      }
      const user = await signUp({ verified: true, plan: "pro", prefix: "mcp-downgraded" });
      const token = await newToken(user, true);
      await db.user.update({ where: { id: user.userId }, data: { subscriptionPlan: "basic" } });
      const res = await post({ authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe(BEARER_CHALLENGE);
    });

    it("serves a Pro token a JSON answer that no cache keeps", async () => {
      const user = await signUp({ verified: true, plan: "pro", prefix: "mcp-raw" });
      const res = await post({ authorization: `Bearer ${await newToken(user, false)}` });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(((await res.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).toBe(
        "debtwise",
      );
    });
  });
});
