import { API_OPERATIONS, curlExample, openApiDocument, routeFileOf } from "@/lib/tokens/openapi";
import { loadRoute, ROUTE_METHODS as METHODS, routeFiles } from "@/tests/support/route-modules";

// The OpenAPI document and /developers (both built from API_OPERATIONS) must describe exactly the handlers that
// opted in to API tokens (route()'s `token` option), with the access each opted in to: a route that starts
// accepting tokens without being documented, or a documented one that does not accept them, fails here.

process.env.AUTH_SECRET ??= "unit-test-secret-unit-test-secret-unit";

async function optedIn(): Promise<string[]> {
  const found: string[] = [];
  for (const file of routeFiles("app/api")) {
    const mod = await loadRoute(file);
    for (const method of METHODS) {
      const access = mod[method]?.tokenAccess;
      if (access) found.push(`${method} ${file} ${access}`);
    }
  }
  return found.sort();
}

describe("the API's documentation", () => {
  jest.setTimeout(60_000);

  it("lists exactly the handlers that accept tokens, with the same access", async () => {
    const documented = API_OPERATIONS.map((op) => `${op.method} ${routeFileOf(op.path)} ${op.access}`).sort();
    expect(documented).toEqual(await optedIn());
  });

  it("serves each operation once in the OpenAPI document, under its path and method", () => {
    const doc = openApiDocument("https://app.example") as {
      openapi: string;
      paths: Record<string, Record<string, { "x-token-access": string; operationId: string }>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    const inDoc = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops).map(([m, op]) => `${m.toUpperCase()} ${p} ${op["x-token-access"]}`),
    );
    expect(inDoc.sort()).toEqual(API_OPERATIONS.map((op) => `${op.method} ${op.path} ${op.access}`).sort());
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("describes write bodies with the routes' own schemas and resolves every $ref", () => {
    const doc = openApiDocument("https://app.example");
    const text = JSON.stringify(doc);
    const schemas = (doc.components as { schemas: Record<string, unknown> }).schemas;
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) expect(schemas).toHaveProperty(name!);
    const logPayment = (
      doc.paths as Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>
      >
    )["/api/payments/log"]!.post!;
    expect(logPayment.requestBody!.content["application/json"]!.schema.required).toEqual(
      expect.arrayContaining(["debtId", "paymentDate"]),
    );
  });

  it("documents the Idempotency-Key header on exactly the token routes that accept one", async () => {
    const idempotent: string[] = [];
    for (const file of routeFiles("app/api")) {
      const mod = await loadRoute(file);
      for (const method of METHODS)
        if (mod[method]?.tokenAccess && mod[method]?.idempotent) idempotent.push(`${method} ${file}`);
    }
    expect(
      API_OPERATIONS.filter((op) => op.idempotent)
        .map((op) => `${op.method} ${routeFileOf(op.path)}`)
        .sort(),
    ).toEqual(idempotent.sort());
    expect(idempotent).toContain("POST app/api/payments/log/route.ts");
    const doc = openApiDocument("https://app.example") as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    for (const op of API_OPERATIONS) {
      const headers = (doc.paths[op.path]![op.method.toLowerCase()]!.parameters ?? []).filter((p) => p.in === "header");
      expect(headers.map((p) => p.name)).toEqual(op.idempotent ? ["Idempotency-Key"] : []);
    }
  });

  it("gives each operation a curl line with the bearer header", () => {
    for (const op of API_OPERATIONS)
      expect(curlExample(op, "https://app.example")).toContain("Authorization: Bearer $DEBTWISE_TOKEN");
  });
});
