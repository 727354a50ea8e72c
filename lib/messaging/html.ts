/** Escapes text for the HTML part of an e-mail (names, plan titles and links are user-controlled). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
