// Every forwarding header can be written by the client, so scripts/serve.ts stamps each request with PEER_HEADER,
// after deleting any copy the client sent, carrying a secret only that process knows. No imports: loaded outside Next.

export const PEER_HEADER = "x-debtwise-peer";

export const PEER_SECRET_ENV = "DEBTWISE_PEER_SECRET";

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

export function peerHeaderValue(secret: string, address: string, forwarded: boolean): string {
  return `${secret} ${address} ${forwarded ? 1 : 0}`;
}

export function carriesForwardingHeaders(headers: Record<string, string | string[] | undefined>): boolean {
  return FORWARDING_HEADERS.some((name) => headers[name] !== undefined);
}

export function parsePeerHeader(value: string | null): { secret: string; address: string; forwarded: boolean } | null {
  const [secret, address, forwarded] = (value ?? "").split(" ");
  return secret && address ? { secret, address, forwarded: forwarded === "1" } : null;
}
