// Integration tests run against the real PostgreSQL that `npm test` starts (a fresh database per run).
if (!process.env.DATABASE_URL) {
  throw new Error("DATABASE_URL is not set: run integration tests through `npm test` (it starts the embedded PostgreSQL).");
}
process.env.AUTH_SECRET ??= "integration-test-secret-integration-test-secret";
