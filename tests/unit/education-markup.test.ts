import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { ArticleContent } from "@/app/(app)/education/_components/article-content";
import { excerptOf, markupToPlainText, parseInline, parseMarkup } from "@/lib/education/markup";
import { EDUCATION_CATEGORIES, EDUCATION_DIFFICULTIES } from "@/lib/education/types";
import { educationArticles } from "@/prisma/seed-data/education";

// The Education Hub's article markup (docs/product-rules.md "Education"): the parser, the React
// renderer (text stays text, whatever it contains), and the seeded articles written in it.

const render = (source: string) => renderToStaticMarkup(createElement(ArticleContent, { source }));

describe("parseMarkup", () => {
  it("reads headings, paragraphs and bullet lists", () => {
    const source = [
      "Intro line one",
      "continues here.",
      "",
      "## Big heading",
      "### Small heading",
      "- first",
      "- second",
      "",
      "Closing words.",
    ].join("\n");
    expect(parseMarkup(source)).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "Intro line one continues here." }] },
      { type: "heading", level: 2, content: [{ type: "text", text: "Big heading" }] },
      { type: "heading", level: 3, content: [{ type: "text", text: "Small heading" }] },
      { type: "list", items: [[{ type: "text", text: "first" }], [{ type: "text", text: "second" }]] },
      { type: "paragraph", content: [{ type: "text", text: "Closing words." }] },
    ]);
  });

  it("ends a list at a text line and a paragraph at a bullet, without blank lines", () => {
    expect(parseMarkup("Before\n- item\nAfter").map((b) => b.type)).toEqual(["paragraph", "list", "paragraph"]);
  });

  it("accepts Windows line endings and surrounding spaces", () => {
    expect(parseMarkup("  ## Title  \r\n\r\n  - one  \r\n")).toEqual([
      { type: "heading", level: 2, content: [{ type: "text", text: "Title" }] },
      { type: "list", items: [[{ type: "text", text: "one" }]] },
    ]);
  });

  it("keeps lines that only look like markers as text", () => {
    // No space after the marker, or nothing after it: not a heading or a bullet.
    expect(parseMarkup("##NoSpace\n-5% fee\n##")).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "##NoSpace -5% fee ##" }] },
    ]);
  });

  it("answers nothing for an empty article", () => {
    expect(parseMarkup("")).toEqual([]);
    expect(parseMarkup("\n\n  \n")).toEqual([]);
  });
});

describe("parseInline (bold)", () => {
  it("finds bold runs inside text", () => {
    expect(parseInline("Pay **on time**, every **time**.")).toEqual([
      { type: "text", text: "Pay " },
      { type: "bold", text: "on time" },
      { type: "text", text: ", every " },
      { type: "bold", text: "time" },
      { type: "text", text: "." },
    ]);
  });

  it("reads bold in headings and bullets too", () => {
    expect(parseMarkup("## The **real** cost\n- **APR**: yearly")).toEqual([
      {
        type: "heading",
        level: 2,
        content: [
          { type: "text", text: "The " },
          { type: "bold", text: "real" },
          { type: "text", text: " cost" },
        ],
      },
      {
        type: "list",
        items: [
          [
            { type: "bold", text: "APR" },
            { type: "text", text: ": yearly" },
          ],
        ],
      },
    ]);
  });

  it('leaves a stray "**" as text', () => {
    expect(parseInline("5 ** 2 is not bold")).toEqual([{ type: "text", text: "5 ** 2 is not bold" }]);
    expect(parseInline("**bold** and a stray **")).toEqual([
      { type: "bold", text: "bold" },
      { type: "text", text: " and a stray **" },
    ]);
  });

  it("does not treat empty or space-padded markers as bold", () => {
    expect(parseInline("a **** b")).toEqual([{ type: "text", text: "a **** b" }]);
    expect(parseInline("a ** b ** c")).toEqual([{ type: "text", text: "a ** b ** c" }]);
  });
});

describe("ArticleContent", () => {
  it("renders headings (from h3, under the dialog's h2), bold, lists and paragraphs", () => {
    expect(render("Hello **world**\n\n## Heading\n### Sub\n- one\n- **two**")).toBe(
      "<div" +
        ' class="space-y-4 text-sm leading-relaxed sm:text-base">' +
        '<p>Hello <strong class="font-semibold">world</strong></p>' +
        '<h3 class="pt-2 text-lg font-semibold tracking-tight">Heading</h3>' +
        '<h4 class="pt-1 text-base font-semibold">Sub</h4>' +
        '<ul class="list-disc space-y-1.5 pl-5 marker:text-muted-foreground">' +
        '<li>one</li><li><strong class="font-semibold">two</strong></li></ul>' +
        "</div>",
    );
  });

  it("never turns article text into HTML", () => {
    const html = render(
      '## <img src=x onerror="alert(1)">\n\n<script>alert("x")</script> and **<b>bold</b>**\n- <a href="javascript:void 0">x</a>',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<a ");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain('<strong class="font-semibold">&lt;b&gt;bold&lt;/b&gt;</strong>');
  });
});

describe("plain text and excerpts", () => {
  const article = [
    "Interest is the **price** of borrowing.",
    "",
    "## How it works",
    "",
    "- A bullet",
    "",
    "It adds up over time.",
  ].join("\n");

  it("drops the markers and prefers the paragraphs", () => {
    expect(markupToPlainText(article)).toBe("Interest is the price of borrowing. It adds up over time.");
    expect(markupToPlainText("## Only a heading\n- and a bullet")).toBe("Only a heading and a bullet");
  });

  it("keeps a short text whole and cuts a long one at a word, with an ellipsis", () => {
    expect(excerptOf(article)).toBe("Interest is the price of borrowing. It adds up over time.");
    const long = "word ".repeat(60).trim(); // 299 characters
    const excerpt = excerptOf(long, 160);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt).toMatch(/^(word )+word…$/);
    expect(excerptOf("One sentence, then another, and a comma, here", 30)).toBe("One sentence, then another…");
  });
});

describe("the seeded articles", () => {
  const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

  it("cover every category at every difficulty, with unique slug ids", () => {
    expect(educationArticles.length).toBeGreaterThanOrEqual(16);
    const missing = EDUCATION_CATEGORIES.flatMap((category) =>
      EDUCATION_DIFFICULTIES.filter(
        (difficulty) => !educationArticles.some((a) => a.category === category && a.difficulty === difficulty),
      ).map((difficulty) => `${category}/${difficulty}`),
    );
    expect(missing).toEqual([]);
    const ids = educationArticles.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("state a read time of their word count at 200 words a minute, rounded up", () => {
    const wrong = educationArticles
      .map((a) => ({ id: a.id, stated: a.estimatedReadTime, expected: Math.ceil(wordCount(a.content) / 200) }))
      .filter((a) => a.stated !== a.expected);
    expect(wrong).toEqual([]);
  });

  it("are well-formed: headings, bold and bullets all parse, with no marker left over as text", () => {
    for (const article of educationArticles) {
      const blocks = parseMarkup(article.content);
      expect(blocks[0]?.type).toBe("paragraph"); // an opening paragraph feeds the card's excerpt
      expect(blocks.filter((b) => b.type === "heading").length).toBeGreaterThanOrEqual(3);
      const plain = markupToPlainText(article.content) + blocks.map((b) => JSON.stringify(b)).join("");
      expect({ id: article.id, strayBold: plain.includes("**") }).toEqual({ id: article.id, strayBold: false });
      expect(article.content).not.toMatch(/^(#|####)\s/m); // only "## " and "### " headings
      expect(article.content).not.toMatch(/[<>]/); // plain text only
      expect(excerptOf(article.content).length).toBeLessThanOrEqual(160);
    }
  });

  it("explain minimum payments", () => {
    const covering = educationArticles.filter(
      (a) => /minimum payment/i.test(a.title) && /## How minimum payments are set/.test(a.content),
    );
    expect(covering.map((a) => a.id)).toEqual(["how-apr-and-interest-work"]);
  });
});
