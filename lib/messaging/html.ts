/** Escapes text for the HTML part of an e-mail (names, plan titles and links are user-controlled). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain-text mail's lines as HTML paragraphs (each escaped; blank lines only separate). */
export function linesToHtml(lines: readonly string[]): string {
  return lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join("\n");
}
