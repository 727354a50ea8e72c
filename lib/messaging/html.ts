export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function linesToHtml(lines: readonly string[]): string {
  return lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join("\n");
}
