import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A push service stand-in for the tests: what a browser's push service (FCM, Mozilla's, Apple's) receives from the
// server. It records each POST, answers 201 (or a status the test sets for an endpoint), and decrypts what it got
// with the keys a "browser" made here (RFC 8291 aes128gcm), checking the VAPID signature too (RFC 8292). Nothing
// here comes from the `web-push` library: the test proves the server's messages decrypt with the subscription's
// keys as a browser would decrypt them.

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's private side, kept by the "browser" to decrypt. */
  privateKey: Buffer;
}

export interface PushEndpoint {
  origin: string;
  received: ReceivedPush[];
  /** A browser's subscription at this service: new keys, the endpoint /push/<name>. */
  subscribe: (name: string) => BrowserSubscription;
  /** Makes the endpoint /push/<name> answer `status` from now on (410: the subscription is gone). */
  answer: (name: string, status: number) => void;
  stop: () => Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(req.url ?? "") ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    subscribe: (name) => {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
        privateKey: ecdh.getPrivateKey(),
      };
    },
    answer: (name, status) => void statuses.set(`/push/${name}`, status),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decrypts one aes128gcm push message body (RFC 8188 framing, RFC 8291 keys) with the browser's keys. */
export function decryptPush(body: Buffer, subscription: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error("more than one record: a reminder fits in one");

  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(subscription.privateKey);
  const secret = ecdh.computeSecret(senderPublic);
  const receiverPublic = Buffer.from(subscription.keys.p256dh, "base64url");
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, Buffer.from(subscription.keys.auth, "base64url"), keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("the last record's padding delimiter is missing");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * Checks the VAPID header (`vapid t=<JWT>, k=<public key>`): the JWT is ES256-signed by that key, for the
 * endpoint's origin, not expired. Answers the JWT's claims and the key.
 */
export function verifyVapid(
  authorization: string | undefined,
  endpointOrigin: string,
): { claims: { aud: string; exp: number; sub: string }; publicKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [header, payload, signature] = jwt.split(".") as [string, string, string];
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID JWT's signature does not verify with its key");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== endpointOrigin) throw new Error(`VAPID aud ${claims.aud} is not ${endpointOrigin}`);
  if (claims.exp * 1000 < Date.now()) throw new Error("the VAPID JWT has expired");
  return { claims, publicKey: key };
}
