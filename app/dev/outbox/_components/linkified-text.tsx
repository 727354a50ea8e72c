import { Fragment } from "react";

// Message bodies are shown as plain text (React escapes it; stored HTML is never rendered), with http(s)
// addresses turned into links so the developer can follow a sign-in or invitation link with one click.

const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Sentence punctuation that ends a sentence rather than the address ("open https://x.example/a."). */
const TRAILING = /[.,;:!?'"\]}>)]+$/;

export type TextPart = { kind: "text"; text: string } | { kind: "link"; href: string };

/** Splits `text` into plain runs and http(s) links; anything that does not parse as an http(s) URL stays text. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const start = match.index;
    const candidate = trimTrailing(match[0]);
    if (!isHttpUrl(candidate)) continue;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", href: candidate });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

function trimTrailing(candidate: string): string {
  const trimmed = candidate.replace(TRAILING, "");
  // Keep a closing parenthesis that belongs to the address, e.g. https://en.wikipedia.org/wiki/Debt_(finance).
  const tail = candidate.slice(trimmed.length);
  if (tail.startsWith(")") && count(trimmed, "(") > count(trimmed, ")")) return `${trimmed})`;
  return trimmed;
}

function count(value: string, char: string): number {
  return value.split(char).length - 1;
}

function isHttpUrl(candidate: string): boolean {
  try {
    const { protocol } = new URL(candidate);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.kind === "link" ? (
          <a
            key={i}
            href={part.href}
            rel="noreferrer"
            className="break-all font-medium text-primary underline underline-offset-2"
          >
            {part.href}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
