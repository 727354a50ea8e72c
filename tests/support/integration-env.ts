import { generateVapidKeys } from "@/scripts/lib/local-env";
// Integration tests run against the real PostgreSQL that `npm test` starts (a fresh database per run).
if (!process.env.DATABASE_URL) {
  throw new Error(
    "DATABASE_URL is not set: run integration tests through `npm test` (it starts the embedded PostgreSQL).",
  );
}
// `npm test` gives each Jest worker a database of its own (scripts/test.ts); DATABASE_URL is the first worker's.
const ownDatabase = process.env[`DATABASE_URL_WORKER_${process.env.JEST_WORKER_ID ?? "1"}`];
if (ownDatabase) process.env.DATABASE_URL = ownDatabase;
process.env.AUTH_SECRET ??= "integration-test-secret-integration-test-secret";
// The in-process tests stand in for the host's proxy: they give each test its own client address in
// X-Forwarded-For (tests/support/route-client.ts uniqueIp). tests/integration/client-address.test.ts covers
// what happens without TRUST_PROXY.
process.env.TRUST_PROXY ??= "1";
// Web Push: a key pair for this run, and the tests' local push endpoint (tests/support/push-endpoint.ts) allowed.
if (!process.env.VAPID_PUBLIC_KEY) Object.assign(process.env, vapidEnv());
process.env.PUSH_ALLOW_PRIVATE_ENDPOINTS ??= "1";

function vapidEnv() {
  const { publicKey, privateKey } = generateVapidKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}
