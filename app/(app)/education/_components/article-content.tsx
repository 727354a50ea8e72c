import { Fragment } from "react";

import { cn } from "@/lib/utils";
import { parseMarkup, type Inline } from "@/lib/education/markup";

// Renders article markup as React elements. Text only ever reaches the DOM as React string children, which
// React escapes, so nothing in an article can become HTML or script.
//
// Headings start at h3: the reading dialog's title is the h2.

export function ArticleContent({ source, className }: { source: string; className?: string }) {
  const blocks = parseMarkup(source);
  return (
    <div className={cn("space-y-4 text-sm leading-relaxed sm:text-base", className)}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "heading":
            return block.level === 2 ? (
              <h3 key={index} className="pt-2 text-lg font-semibold tracking-tight">
                <InlineContent content={block.content} />
              </h3>
            ) : (
              <h4 key={index} className="pt-1 text-base font-semibold">
                <InlineContent content={block.content} />
              </h4>
            );
          case "list":
            return (
              <ul key={index} className="list-disc space-y-1.5 pl-5 marker:text-muted-foreground">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <InlineContent content={item} />
                  </li>
                ))}
              </ul>
            );
          case "paragraph":
            return (
              <p key={index}>
                <InlineContent content={block.content} />
              </p>
            );
        }
      })}
    </div>
  );
}

function InlineContent({ content }: { content: Inline[] }) {
  return content.map((part, index) =>
    part.type === "bold" ? (
      <strong key={index} className="font-semibold">
        {part.text}
      </strong>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
