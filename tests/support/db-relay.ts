import net from "node:net";

/**
 * A TCP relay in front of PostgreSQL that a test can cut and restore. A server given `url` sees its database go
 * away (open connections dropped, new ones refused, as when the database restarts or the network fails) and come
 * back, while the database itself, and every other test using it, carries on untouched.
 */
export interface DbRelay {
  /** `databaseUrl` with its host and port replaced by the relay's. */
  url: string;
  /** Drops every relayed connection and stops accepting new ones (they are refused). */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startDbRelay(databaseUrl: string): Promise<DbRelay> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", drop);
    }
    client.pipe(upstream).pipe(client);
  });

  await listen(server, 0);
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  return {
    url: url.toString(),
    cut: stop,
    restore: () => (server.listening ? Promise.resolve() : listen(server, port)),
    close: stop,
  };
}

function listen(server: net.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
}
