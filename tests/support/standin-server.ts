import http from "node:http";
import type { AddressInfo } from "node:net";

// What every local HTTP stand-in for a provider's API shares (stripe-standin.ts, plaid-standin.ts): a server on a
// free port of 127.0.0.1 that the provider's real SDK is pointed at, started and stopped by the tests.

export abstract class StandInServer {
  private readonly server = http.createServer((req, res) => this.handle(req, res));

  /** The base URL to point the provider's SDK at, once started. */
  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  protected abstract handle(req: http.IncomingMessage, res: http.ServerResponse): void;
}

/** A request header's value (the first, if sent more than once). */
export function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
