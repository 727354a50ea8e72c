// docs/product-rules.md "Education". Parsed into plain data and rendered as React elements, never as HTML, so
// whatever the text contains (even "<script>") stays text.

export type Inline = { type: "text"; text: string } | { type: "bold"; text: string };

export type Block =
  | { type: "heading"; level: 2 | 3; content: Inline[] }
  | { type: "paragraph"; content: Inline[] }
  | { type: "list"; items: Inline[][] };

const HEADING = /^(#{1,6})\s+(.*\S)\s*$/;
const BULLET = /^-\s+(.*\S)\s*$/;
/** As in Markdown: "**a**" is bold, "** a **" and "****" are not. */
const BOLD = /\*\*(\S(?:.*?\S)?)\*\*/g;

export function parseMarkup(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", content: parseInline(paragraph.join(" ")) });
    if (list) blocks.push({ type: "list", items: list });
    paragraph = [];
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    if (line === "") {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: "heading", level: heading[1]!.length <= 2 ? 2 : 3, content: parseInline(heading[2]!) });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      if (paragraph.length > 0) flush();
      (list ??= []).push(parseInline(bullet[1]!));
      continue;
    }
    if (list) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pushText = (value: string) => {
    if (value === "") return;
    const last = parts[parts.length - 1];
    if (last?.type === "text") last.text += value;
    else parts.push({ type: "text", text: value });
  };
  let cursor = 0;
  for (const match of text.matchAll(BOLD)) {
    pushText(text.slice(cursor, match.index));
    parts.push({ type: "bold", text: match[1]! });
    cursor = match.index + match[0].length;
  }
  pushText(text.slice(cursor));
  return parts;
}

export function inlineText(content: Inline[]): string {
  return content.map((part) => part.text).join("");
}

/** Paragraphs first; headings and bullets only when there are none. */
export function markupToPlainText(source: string): string {
  const blocks = parseMarkup(source);
  const paragraphs = blocks.filter((b) => b.type === "paragraph");
  return (paragraphs.length > 0 ? paragraphs : blocks)
    .map((block) => (block.type === "list" ? block.items.map(inlineText).join(" ") : inlineText(block.content)))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

export const EXCERPT_LENGTH = 160;

export function excerptOf(source: string, max = EXCERPT_LENGTH): string {
  const text = markupToPlainText(source);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.!?-]+$/, "")}…`;
}
