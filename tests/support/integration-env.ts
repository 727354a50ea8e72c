// Integration tests run against the real PostgreSQL that `npm test` starts (a fresh database per run).
if (!process.env.DATABASE_URL) {
  throw new Error(
    "DATABASE_URL is not set: run integration tests through `npm test` (it starts the embedded PostgreSQL).",
  );
}
process.env.AUTH_SECRET ??= "integration-test-secret-integration-test-secret";
// The in-process tests stand in for the host's proxy: they give each test its own client address in
// X-Forwarded-For (tests/support/route-client.ts uniqueIp). tests/integration/client-address.test.ts covers
// what happens without TRUST_PROXY.
process.env.TRUST_PROXY ??= "1";
