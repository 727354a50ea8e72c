import type { Metadata } from "next";
import Link from "@/components/ui/link";

import { FAILED_TOKEN_LOOKUP_LIMIT } from "@/lib/api";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { MCP_TOOLS } from "@/lib/mcp/tools";
import { API_OPERATIONS, curlExample, type ApiOperation } from "@/lib/tokens/openapi";
import { MAX_LIVE_TOKENS, TOKEN_PREFIX } from "@/lib/tokens/types";
import { Badge } from "@/components/ui/badge";
import { LegalDocument, LegalSection } from "../_components/legal-document";

export const metadata: Metadata = {
  title: "Developers: the DebtWise API",
  description: "Read your debts, plan, progress and payments from your own scripts with a personal access token (Pro).",
};

export const dynamic = "force-static";

// The public API reference (docs/product-rules.md "Screens and routes"). Every route below comes from API_OPERATIONS,
// the list the OpenAPI document is built from and that a test holds to the handlers that accept tokens, so this page
// cannot promise a route the server refuses. Curl lines use shell variables: the page does not know the host it is read
// on.

const { limit, windowSeconds } = RATE_LIMITS.apiToken;

/** The MCP server's address on whatever host the reader uses (the page is static and does not know it). */
const MCP_URL = "https://<the address you use for DebtWise>/api/mcp";
const json = (value: unknown) => JSON.stringify(value, null, 2);

/** How each assistant is pointed at the server with a token (docs/product-rules.md "MCP server"). */
const MCP_CLIENTS: { name: string; where: string; config: string }[] = [
  {
    name: "Claude Desktop",
    where:
      "Settings > Developer > Edit Config (claude_desktop_config.json). Claude Desktop reaches remote servers through the mcp-remote bridge, which needs Node.js:",
    config: json({
      mcpServers: {
        debtwise: {
          command: "npx",
          args: ["-y", "mcp-remote", MCP_URL, "--header", "Authorization:Bearer ${DEBTWISE_TOKEN}"],
          env: { DEBTWISE_TOKEN: "YOUR_TOKEN" },
        },
      },
    }),
  },
  {
    name: "Cursor",
    where: "Settings > MCP > Add new global MCP server (~/.cursor/mcp.json):",
    config: json({ mcpServers: { debtwise: { url: MCP_URL, headers: { Authorization: "Bearer YOUR_TOKEN" } } } }),
  },
  {
    name: "ChatGPT (OpenAI API)",
    where:
      "ChatGPT models reach the server through the OpenAI Responses API's MCP tool, which sends the token as a header. Add this to the request's tools:",
    config: json({
      type: "mcp",
      server_label: "debtwise",
      server_url: MCP_URL,
      headers: { Authorization: "Bearer YOUR_TOKEN" },
      require_approval: { never: { tool_names: MCP_TOOLS.filter((t) => t.access === "read").map((t) => t.name) } },
    }),
  },
];

const ERRORS: [string, string, string][] = [
  ["400", "bad_request", "The body or query is invalid; issues names each field and what is wrong with it."],
  [
    "401",
    "unauthorized",
    `No token, a malformed, unknown or revoked one ("Invalid or revoked token"), an account no longer on Pro, or a token sent to a route that does not accept tokens.`,
  ],
  ["403", "forbidden", `A read-only token on a route that changes data ("This token is read-only").`],
  ["403", "plan_limit", "A feature your plan does not include (for example a custom order on PUT /api/plan)."],
  ["404", "not_found", "No such record of yours (another account's records are never visible)."],
  [
    "409",
    "conflict",
    "The change conflicts with the current state (for example a payment to a debt already paid off).",
  ],
  [
    "429",
    "rate_limited",
    `More than ${limit} requests in ${windowSeconds} seconds with one token, or more than ${FAILED_TOKEN_LOOKUP_LIMIT.limit} requests with an invalid or revoked token from your address in ${FAILED_TOKEN_LOOKUP_LIMIT.windowSeconds / 60} minutes; wait the seconds in Retry-After.`,
  ],
  ["503", "unavailable", "Temporarily unavailable; retry after the seconds in Retry-After."],
];

export default function DevelopersPage() {
  return (
    <LegalDocument
      title="The DebtWise API"
      summary="Read your debts, plan, progress and payments from your own scripts and spreadsheets, and, with a write token, log payments and keep your debts up to date. Included in the Pro plan."
    >
      <LegalSection id="authentication" title="Authentication">
        <p>
          Create a personal access token in{" "}
          <Link href="/settings/account#api-access">Settings &gt; Account &gt; API access</Link> (Pro plan; at most{" "}
          {MAX_LIVE_TOKENS} at a time). The token is shown once: store it like a password. Send it with every request:
        </p>
        <CodeBlock label="The authorization header">Authorization: Bearer {TOKEN_PREFIX}…</CodeBlock>
        <ul>
          <li>
            A <strong>read</strong> token can call every route below marked read. A token created with{" "}
            <strong>write access</strong> can also call the routes marked write.
          </li>
          <li>
            Tokens work only on the routes listed here. Account, billing and token management need you signed in on the
            website.
          </li>
          <li>
            A token stops working when you revoke it, when your plan changes from Pro, when you change or set your
            password, when you use &ldquo;Sign out everywhere&rdquo;, or when you delete your account. Tokens ended by a
            plan change do not come back when you upgrade again: create new ones.
          </li>
          <li>
            The machine-readable description is at <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
          </li>
        </ul>
        <p>The examples use two shell variables:</p>
        <CodeBlock label="Setting the address and token">{`export DEBTWISE_URL="https://<the address you use for DebtWise>"\nexport DEBTWISE_TOKEN="${TOKEN_PREFIX}..."`}</CodeBlock>
      </LegalSection>

      <LegalSection id="conventions" title="Formats and limits">
        <ul>
          <li>
            Requests and answers are JSON (the payments export is CSV). Money is a string with 2 decimals:
            &ldquo;1234.56&rdquo;.
          </li>
          <li>Days are &ldquo;YYYY-MM-DD&rdquo; and months &ldquo;YYYY-MM&rdquo;.</li>
          <li>
            Each token may make {limit} requests per {windowSeconds} seconds. Past that the answer is 429 with a
            Retry-After header (seconds).
          </li>
          <li>You only ever see and change your own records.</li>
        </ul>
      </LegalSection>

      <LegalSection id="routes" title="Routes">
        <div className="space-y-8">
          {API_OPERATIONS.map((op) => (
            <Operation key={`${op.method} ${op.path}`} op={op} />
          ))}
        </div>
      </LegalSection>

      <LegalSection id="mcp" title="Use DebtWise from an AI assistant">
        <p>
          DebtWise is also a Model Context Protocol (MCP) server, so an assistant that speaks MCP can read your debts,
          plan and payments and, with a write token, log a payment. It needs the Pro plan and a personal access token
          (above): a read token for the read tools, a token with write access for <code>log_payment</code>. The server
          is at <code>/api/mcp</code> (Streamable HTTP); calls count towards the token&rsquo;s {limit} requests per{" "}
          {windowSeconds} seconds.
        </p>
        {MCP_CLIENTS.map((client) => (
          <div key={client.name} className="space-y-2">
            <h3 className="font-semibold">{client.name}</h3>
            <p>{client.where}</p>
            <CodeBlock label={`${client.name} configuration`}>{client.config}</CodeBlock>
          </div>
        ))}
        <p>Replace YOUR_TOKEN with your token and the address with the one you use for DebtWise. The tools:</p>
        <ul data-testid="mcp-tools">
          {MCP_TOOLS.map((tool) => (
            <li key={tool.name}>
              <code>{tool.name}</code> ({tool.access === "write" ? "write token" : "read"}): {tool.description}
              {tool.route && (
                <>
                  {" "}
                  Same answer as <code>{tool.route}</code>.
                </>
              )}
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection id="assistant" title="Ask DebtWise and the streamed answers">
        <p>
          Ask DebtWise (the coach at <code>/coach</code>), the negotiation letters and the plan&rsquo;s explanation
          write their answers as they go. They are screens of the signed-in app, not part of the token API: their routes
          (<code>POST /api/coach/chat</code>, <code>POST /api/negotiations/generate/stream</code>,{" "}
          <code>POST /api/strategies/latest/message/stream</code>) take the browser&rsquo;s session and refuse a token.
          They answer in the Vercel AI SDK&rsquo;s UI message stream (server-sent events): the text in pieces, a{" "}
          <code>data-writer</code> part saying whether an AI model or the built-in writer (no key, or the model failed)
          wrote it, and a final data part with what was saved.
        </p>
        <p>
          From your own assistant, use the MCP server above instead: its <code>what_if</code> tool and the read tools
          answer from the same payoff engine as the coach, with every number computed, not written by a model.
        </p>
      </LegalSection>

      <LegalSection id="errors" title="Errors">
        <p>Every error has the same shape:</p>
        <CodeBlock label="An error answer">{`{"error": {"code": "unauthorized", "message": "Invalid or revoked token"}}`}</CodeBlock>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Error statuses and codes</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-4">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4">
                  Code
                </th>
                <th scope="col" className="py-2">
                  When
                </th>
              </tr>
            </thead>
            <tbody>
              {ERRORS.map(([status, code, when]) => (
                <tr key={`${status}-${code}`} className="border-b align-top">
                  <td className="py-2 pr-4 font-mono">{status}</td>
                  <td className="py-2 pr-4 font-mono">{code}</td>
                  <td className="py-2">{when}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </LegalSection>
    </LegalDocument>
  );
}

function Operation({ op }: { op: ApiOperation }) {
  const id = `${op.method}-${op.path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/-+$/, "");
  return (
    <section aria-labelledby={id} className="space-y-3" data-testid="api-operation">
      <h3 id={id} className="flex flex-wrap items-center gap-2 font-mono text-base">
        <span className="font-semibold">{op.method}</span> <span>{op.path}</span>
        <Badge variant={op.access === "write" ? "default" : "secondary"} className="font-sans">
          {op.access === "write" ? "write token" : "read"}
        </Badge>
      </h3>
      <p>
        <strong>{op.summary}.</strong> {op.description}
      </p>
      {op.query ? (
        <ul>
          {op.query.map((q) => (
            <li key={q.name}>
              <code>{q.name}</code> (optional): {q.description}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Answers {op.success.status}: {op.success.description.toLowerCase()}.
        {op.errors?.length
          ? ` Also ${op.errors.map((e) => `${e.status} (${e.description.toLowerCase()})`).join(", ")}.`
          : ""}
      </p>
      <CodeBlock label={`Example: ${op.method} ${op.path}`}>{curlExample(op, "$DEBTWISE_URL")}</CodeBlock>
    </section>
  );
}

/** An example, focusable so keyboard users can scroll a long line sideways (a scrollable region needs focus). */
function CodeBlock({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className="overflow-x-auto rounded-md bg-muted p-4 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <code>{children}</code>
    </pre>
  );
}
