// CSV files the app hands out (schedules, payment history): pure, so a server export and a browser download of the
// same rows are byte-identical. RFC 4180 quoting, CRLF line ends.

/** Quotes a CSV cell, and defuses spreadsheet formulas in user-typed text (a debt named "=HYPERLINK(...)"). */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: (string | number)[][]): string {
  return rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
