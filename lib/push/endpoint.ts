import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { env } from "@/lib/env";

// An endpoint is a URL any signed-in user picks and the server POSTs to, so it must be https on a public address
// (docs/product-rules.md "Reminders"), checked on save and again before each send (the name may resolve elsewhere).

export async function endpointProblem(
  endpoint: string,
  { allowPrivate = env().PUSH_ALLOW_PRIVATE_ENDPOINTS === "1" }: { allowPrivate?: boolean } = {},
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "endpoint must be the push service's URL";
  }
  if (allowPrivate) return null;
  if (url.protocol !== "https:") return "endpoint must be an https URL";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return "endpoint must be on a public address";
  const addresses = isIP(host) ? [host] : await resolveAll(host);
  if (addresses === null) return "endpoint's host could not be found";
  return addresses.some(isPrivateAddress) ? "endpoint must be on a public address" : null;
}

async function resolveAll(host: string): Promise<string[] | null> {
  try {
    return (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return null;
  }
}

export function isPrivateAddress(address: string): boolean {
  const v4 = address.toLowerCase().startsWith("::ffff:") ? mappedIpv4(address.slice(7)) : address;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split(".").map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return v6 === "::" || v6 === "::1" || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith("ff");
}

/** An IPv4-mapped address's IPv4 part, written "127.0.0.1" or (as URLs normalize it) "7f00:1". */
function mappedIpv4(rest: string): string {
  if (isIP(rest) === 4) return rest;
  const [high = 0, low = 0] = rest.split(":").map((h) => parseInt(h, 16));
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}
