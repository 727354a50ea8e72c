import { useId } from "react";

import type { EducationItemDto } from "@/lib/education/types";
import { cn } from "@/lib/utils";
import { Card } from "@/components/ui/card";
import { CategoryBadge, CompletedBadge, DifficultyBadge, ReadTime } from "./education-badges";

// One article in the library grid. The title is the button that opens it; its ::after stretches over the whole
// card, so the card is one click target while screen readers hear a single, well-named button.

export function ContentCard({ item, onOpen }: { item: EducationItemDto; onOpen: (item: EducationItemDto) => void }) {
  const excerptId = useId();
  const completed = item.progress.completed;
  return (
    <Card
      data-testid="education-card"
      data-completed={completed}
      className={cn(
        "relative w-full gap-3 py-5 transition-shadow hover:shadow-md has-[button:focus-visible]:ring-[3px] has-[button:focus-visible]:ring-ring/50",
        completed && "border-success/40",
      )}
    >
      <div className="flex flex-wrap items-center gap-2 px-5">
        <CategoryBadge category={item.category} />
        <DifficultyBadge difficulty={item.difficulty} />
        {completed && <CompletedBadge />}
      </div>
      <h3 className="px-5 leading-snug font-semibold">
        <button
          type="button"
          onClick={() => onOpen(item)}
          aria-describedby={excerptId}
          className="text-left outline-none after:absolute after:inset-0 after:rounded-xl hover:text-primary"
        >
          {item.title}
        </button>
      </h3>
      <p id={excerptId} className="px-5 text-sm text-muted-foreground">
        {item.excerpt}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 px-5">
        <ReadTime minutes={item.estimatedReadTime} />
        {item.tags.length > 0 && (
          <ul aria-label="Tags" className="flex min-w-0 flex-wrap gap-1.5">
            {item.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
