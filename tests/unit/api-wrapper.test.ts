import { NextRequest } from "next/server";
import Stripe from "stripe";
import { z } from "zod";
import { created, publicRoute, route } from "@/lib/api";
import { AppError } from "@/lib/errors";

// The one route wrapper: body parsing, the error shape and status mapping, without a database (no cookie sent).

process.env.AUTH_SECRET ??= "unit-test-secret-unit-test-secret-unit";

const call = (handler: (req: NextRequest) => Promise<Response>, body?: string, headers: Record<string, string> = {}) =>
  handler(new NextRequest("http://localhost/api/x", { method: body === undefined ? "GET" : "POST", body, headers }));

const Schema = z.object({
  name: z.string().min(1, "Name is required"),
  amount: z.number().positive("Must be positive"),
});

describe("route wrapper", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("answers 401 before the handler runs when a user is required", async () => {
    const handler = jest.fn();
    const res = await call(route({}, handler));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Unauthorized" } });
    expect(handler).not.toHaveBeenCalled();
  });

  it("checks a declared plan feature after the 401, and only on signed-in routes", async () => {
    const handler = jest.fn();
    const res = await call(route({ body: Schema, requires: "csvExport" }, handler), "{oops");
    expect(res.status).toBe(401);
    expect(handler).not.toHaveBeenCalled();
    expect(route({ requires: "csvExport" }, handler).requires).toBe("csvExport");
    // @ts-expect-error a visitor has no plan to check: publicRoute() does not take `requires`
    publicRoute({ requires: "csvExport" }, handler);
  });

  it("parses the body with the schema and returns plain values as JSON", async () => {
    const res = await call(
      publicRoute({ body: Schema }, ({ body }) => ({ echoed: body })),
      JSON.stringify({ name: "a", amount: 2, extra: 1 }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ echoed: { name: "a", amount: 2 } });
  });

  it("answers 400 with field issues for invalid input, and for an empty body", async () => {
    const handler = publicRoute({ body: Schema }, () => "never");
    const res = await call(handler, JSON.stringify({ name: "", amount: -1 }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: "bad_request",
        message: "name: Name is required; amount: Must be positive",
        issues: [
          { path: "name", message: "Name is required" },
          { path: "amount", message: "Must be positive" },
        ],
      },
    });
    expect((await call(handler, "")).status).toBe(400);
  });

  it("answers 400 for malformed JSON and 413 for an oversized body", async () => {
    const handler = publicRoute({ body: Schema }, () => "never");
    expect(await (await call(handler, "{oops")).json()).toEqual({
      error: { code: "bad_request", message: "Request body must be valid JSON" },
    });
    expect((await call(handler, JSON.stringify({ name: "x".repeat(200_000), amount: 1 }))).status).toBe(413);
  });

  it("refuses mutating requests another site sent before the handler runs, unless the route allows it", async () => {
    const handler = jest.fn(() => ({ ok: true }));
    const body = JSON.stringify({});
    const crossSite = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const refused = await call(publicRoute({}, handler), body, crossSite);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: "forbidden", message: "Cross-site requests are not allowed" },
    });
    // A foreign Origin alone (an older browser without Sec-Fetch-Site) is refused too.
    expect((await call(publicRoute({}, handler), body, { origin: "https://evil.example" })).status).toBe(403);
    expect(handler).not.toHaveBeenCalled();

    expect(
      (
        await call(publicRoute({}, handler), body, {
          "sec-fetch-site": "same-origin",
          origin: "http://localhost",
          host: "localhost",
        })
      ).status,
    ).toBe(200);
    expect((await call(publicRoute({}, handler), body)).status).toBe(200); // no browser headers: not a browser
    expect((await call(publicRoute({ allowCrossSite: true }, handler), body, crossSite)).status).toBe(200);
    // Reads are never refused: a GET changes nothing.
    expect((await call(publicRoute({}, handler), undefined, crossSite)).status).toBe(200);
  });

  it("maps AppError codes to their status with Retry-After for 429", async () => {
    const limited = await call(
      publicRoute({}, () => {
        throw new AppError("rate_limited", "Slow down", { retryAfterSeconds: 7 });
      }),
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("7");
    const planLimit = await call(
      publicRoute({}, () => {
        throw new AppError("plan_limit", "Upgrade");
      }),
    );
    expect(planLimit.status).toBe(403);
  });

  it("maps Prisma's unique and not-found errors to 409 and 404", async () => {
    expect(
      (
        await call(
          publicRoute({}, () => {
            throw Object.assign(new Error("dup"), { code: "P2002" });
          }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await call(
          publicRoute({}, () => {
            throw Object.assign(new Error("gone"), { code: "P2025" });
          }),
        )
      ).status,
    ).toBe(404);
  });

  it("answers 503 when the database is unreachable, and a bare 500 without internals otherwise", async () => {
    const down = await call(
      publicRoute({}, () => {
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      }),
    );
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    const crash = await call(
      publicRoute({}, () => {
        throw new Error("secret internal detail at /srv/app.ts:42");
      }),
    );
    expect(crash.status).toBe(500);
    const text = await crash.text();
    expect(text).not.toContain("secret internal detail");
    expect(JSON.parse(text)).toEqual({
      error: { code: "internal", message: "Something went wrong on our side. Please try again." },
    });
  });

  it("answers 503 with Retry-After when a transaction cannot start in time (Prisma P2028), or the pool has no connection", async () => {
    // What 150-200 concurrent writes from one account used to turn into 500s: the transaction was rolled back,
    // so the same request may be sent again.
    for (const failure of [
      Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), {
        code: "P2028",
      }),
      Object.assign(new Error("Transaction API error: A query cannot be executed on an expired transaction."), {
        code: "P2028",
      }),
      Object.assign(new Error("Timed out fetching a new connection from the connection pool."), { code: "P2024" }),
      new Error("timeout exceeded when trying to connect"),
    ]) {
      const res = await call(
        publicRoute({}, () => {
          throw failure;
        }),
      );
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unavailable");
    }
  });

  it("answers 503 with Retry-After when Stripe cannot be reached or fails on its side, and 500 for what we sent wrong", async () => {
    const answer = (error: Error) =>
      call(
        publicRoute({}, () => {
          throw error;
        }),
      );
    for (const down of [
      new Stripe.errors.StripeConnectionError({ message: "An error occurred with our connection to Stripe." }),
      new Stripe.errors.StripeAPIError({ message: "Stand-in failure", statusCode: 500 }),
      new Stripe.errors.StripeAPIError({ message: "Bad gateway", statusCode: 502 }),
      new Stripe.errors.StripeRateLimitError({ message: "Too many requests", statusCode: 429 }),
    ]) {
      const res = await answer(down);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(await res.json()).toEqual({
        error: { code: "unavailable", message: "Our payment provider is not answering. Please try again in a minute." },
      });
    }
    const ours = await answer(
      new Stripe.errors.StripeInvalidRequestError({ message: "No such price", statusCode: 400 }),
    );
    expect(ours.status).toBe(500);
  });

  it("passes a Response through (created -> 201)", async () => {
    const res = await call(publicRoute({}, () => created({ id: "1" })));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: "1" });
  });
});
