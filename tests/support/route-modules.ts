import { readdirSync } from "node:fs";
import path from "node:path";
import type { RouteHandler } from "@/lib/api";

// The App Router's route modules under a folder, for tests that hold something true of every handler (the OpenAPI
// list, the plan gates, the cross-tenant table): what route() marked on a handler is read from the module itself.

export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/** Every `route.ts` under `dir` (relative to the repository, e.g. "app/api"), sorted. */
export function routeFiles(dir: string): string[] {
  return readdirSync(path.join(process.cwd(), dir), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return routeFiles(rel);
      return entry.name === "route.ts" ? [rel] : [];
    })
    .sort();
}

/** The handlers a route file exports, by method. */
export async function loadRoute(file: string): Promise<Partial<Record<RouteMethod, RouteHandler>>> {
  return (await import(`@/${file.replace(/\.ts$/, "")}`)) as Partial<Record<RouteMethod, RouteHandler>>;
}

/** The URL path of a route file, each dynamic segment (`[id]`) filled with `value`, and the params Next would pass. */
export function routePath(file: string, value = "x"): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const url = file
    .replace(/^app/, "")
    .replace(/\/route\.ts$/, "")
    .replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => {
      params[name] = value;
      return value;
    });
  return { path: url, params };
}
