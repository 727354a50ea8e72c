import { escapeText, foldLine, icsCalendar } from "@/lib/calendar/ics";

// The iCalendar writer's text rules (RFC 5545 sections 3.1 and 3.3.11; docs/product-rules.md "Calendar feed").

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b; c, d\ne\r\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });

  it("folds at 75 octets, never inside a multi-byte character", () => {
    const line = `SUMMARY:${"é".repeat(60)}`; // 8 + 120 octets
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBe(2);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded[1]!.startsWith(" ")).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:1")).toBe("SHORT:1");
  });

  it("writes all-day events, CRLF throughout", () => {
    const text = icsCalendar({
      name: "DebtWise payments",
      stamp: new Date("2026-11-28T14:05:09.123Z"),
      events: [
        { uid: "d1-2026-12@x", day: "2026-12-31", summary: "Pay $5.00 to A", description: "d", url: "https://x/" },
      ],
    });
    expect(text).toContain("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n");
    expect(text).toContain("DTSTAMP:20261128T140509Z\r\n");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});
