import type { ChildProcess } from "node:child_process";

/**
 * Waits until a server started as `child` answers `/api/health` at `baseUrl` (up to a minute); fails at once when
 * the child exits. For the bench and for e2e files that start a server of their own. Imports nothing of the build
 * scripts, so Playwright's loader can take it.
 */
export async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl} did not answer /api/health`);
}
