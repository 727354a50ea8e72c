import { createHash } from "node:crypto";

// What a RateLimit row's key holds (docs/product-rules.md "Rate limits"). A counter keyed by an e-mail address or
// a client address must not keep that address: the table is read by nobody but the limiter, yet it outlived
// account deletion and every window. So the value is stored as its SHA-256 (hex) under a fixed prefix naming its
// kind, computed over "<kind>:<value>" (an e-mail trimmed and lower-cased first, as the limiters count it):
//
//   signin-mail:email:jane@example.com      -> signin-mail:email-sha256:<64 hex>
//   register:ip:203.0.113.7                  -> register:ip-sha256:<64 hex>
//   signin:account:203.0.113.7:jane@x.com    -> signin:account:ip-sha256:<64 hex>:email-sha256:<64 hex>
//
// Callers keep naming counters in plain words: a value after an `ip` or `email` segment is the rest of the key
// (an IPv6 address holds colons), and lib/auth/sign-in-limit.ts's per-account counter is
// "signin:account:<client address>:<e-mail>" (an e-mail address holds no colon, so it is after the last one).
// A key outside these shapes that still looks like it carries an address (an "@", a dotted IPv4 address or
// IPv6-like hex groups) is stored with everything after its first segment hashed, so no caller can put a raw
// address in the table by naming its counter differently. Pure and synchronous: the e2e suite computes the same keys.

type Kind = "ip" | "email";

const ACCOUNT_PREFIX = "signin:account:";
const MARKED = /:(ip|email):/;
const LOOKS_LIKE_ADDRESS = /@|(?:^|:)\d{1,3}(?:\.\d{1,3}){3}(?::|$)|(?:^|:)(?:[0-9a-f]{0,4}:){2,}[0-9a-f]{0,4}(?::|$)/i;

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** "email-sha256:<hex>": how an e-mail address or client address appears in a stored key. */
export function hashedKeyPart(kind: Kind, value: string): string {
  const normalised = kind === "email" ? value.trim().toLowerCase() : value.trim();
  return `${kind}-sha256:${sha256(`${kind}:${normalised}`)}`;
}

/** The key a counter is stored under: `key` with every e-mail and client address in it hashed (see above). */
export function storedRateLimitKey(key: string): string {
  if (key.startsWith(ACCOUNT_PREFIX)) {
    const subject = key.slice(ACCOUNT_PREFIX.length);
    const cut = subject.lastIndexOf(":");
    const ip = cut < 0 ? subject : subject.slice(0, cut);
    const email = cut < 0 ? "" : subject.slice(cut + 1);
    return `${ACCOUNT_PREFIX}${hashedKeyPart("ip", ip)}:${hashedKeyPart("email", email)}`;
  }
  if (MARKED.test(key)) {
    // ["register", "ip", "203.0.113.7"]: the prefix, then kind and value pairs.
    const [prefix, ...pairs] = key.split(MARKED);
    let stored = prefix!;
    for (let i = 0; i < pairs.length; i += 2) stored += `:${hashedKeyPart(pairs[i] as Kind, pairs[i + 1]!)}`;
    return stored;
  }
  const first = key.indexOf(":");
  if (first >= 0 && LOOKS_LIKE_ADDRESS.test(key.slice(first + 1))) {
    return `${key.slice(0, first)}:sha256:${sha256(key.slice(first + 1))}`;
  }
  return key;
}

/** The end every stored key counting `email` has (signin-mail:email:..., signin:account:...), to delete them. */
export function emailKeySuffix(email: string): string {
  return `:${hashedKeyPart("email", email)}`;
}
