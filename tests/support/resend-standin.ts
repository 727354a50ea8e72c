import http from "node:http";
import type { AddressInfo } from "node:net";

// A local HTTP stand-in for Resend's send-email endpoint (POST /emails), so the real resend SDK (pointed here with
// RESEND_BASE_URL) is exercised: it records each request (bearer key, Idempotency-Key, JSON body) and answers
// from a script of Resend's documented shapes -- 200 {"id"} or an error {"statusCode", "message", "name"} with
// optional headers (Retry-After). Past the script every request is accepted.

export interface ResendRequest {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

export interface ResendAnswer {
  status: number;
  /** Resend's error name, e.g. "rate_limit_exceeded", "validation_error", "application_error". */
  name?: string;
  headers?: Record<string, string>;
}

export class ResendStandIn {
  readonly requests: ResendRequest[] = [];
  private script: ResendAnswer[] = [];
  private server = http.createServer((req, res) => this.handle(req, res));
  private sent = 0;

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next answers, in order. */
  answer(...answers: ResendAnswer[]): void {
    this.script = answers;
    this.requests.length = 0;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/emails") {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ statusCode: 404, message: "Not found", name: "not_found" }));
        return;
      }
      this.requests.push({
        authorization: req.headers.authorization,
        idempotencyKey: req.headers["idempotency-key"] as string | undefined,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>,
      });
      const next = this.script.shift() ?? { status: 200 };
      if (next.status === 200) {
        res.writeHead(200, { "content-type": "application/json", ...next.headers });
        res.end(JSON.stringify({ id: `re_standin_${++this.sent}` }));
        return;
      }
      res.writeHead(next.status, { "content-type": "application/json", ...next.headers });
      res.end(
        JSON.stringify({ statusCode: next.status, message: `Stand-in ${next.status}`, name: next.name ?? "error" }),
      );
    });
  }
}
