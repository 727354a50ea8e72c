import { createHash } from "node:crypto";

// A RateLimit key never keeps an e-mail or client address (docs/product-rules.md "Rate limits"): each is stored as the
// SHA-256 of "<kind>:<value>" (register:ip:203.0.113.7 -> register:ip-sha256:<64 hex>). A value after an `ip` or
// `email` segment is the rest of the key (IPv6 holds colons); any other key that looks like it carries an address is
// hashed after its first segment. Pure and synchronous: the e2e suite computes the same keys.

type Kind = "ip" | "email";

const ACCOUNT_PREFIX = "signin:account:";
const MARKED = /:(ip|email):/;
const LOOKS_LIKE_ADDRESS = /@|(?:^|:)\d{1,3}(?:\.\d{1,3}){3}(?::|$)|(?:^|:)(?:[0-9a-f]{0,4}:){2,}[0-9a-f]{0,4}(?::|$)/i;

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export function hashedKeyPart(kind: Kind, value: string): string {
  const normalised = kind === "email" ? value.trim().toLowerCase() : value.trim();
  return `${kind}-sha256:${sha256(`${kind}:${normalised}`)}`;
}

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
