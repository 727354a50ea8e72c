"use client";

import { useId, useState } from "react";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { BookOpen } from "lucide-react";

import {
  CATEGORY_LABELS,
  EDUCATION_CATEGORIES,
  isEducationCategory,
  type EducationCategory,
  type EducationItemDto,
  type LearningPathDto,
} from "@/lib/education/types";
import { queryKeys } from "@/lib/query-keys";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { afterHydration } from "@/components/ui/after-hydration";
import { ContentCard } from "./content-card";
import { LearningPathCard } from "./learning-path-card";
import { LoadingRegion } from "@/components/ui/loading-region";
import { LoadError } from "@/components/feedback/load-error";

// The article dialog (Radix Dialog, the article renderer, the reading timer) is fetched the first time an article
// opens, not with the library's first paint.
const ArticleDialog = afterHydration(() => import("./article-dialog").then((m) => m.ArticleDialog));

// The Education Hub: the learning path, category tabs over the library of content cards, and the reading
// dialog. The full list is one query filtered per tab in the browser: switching tabs is instant and one
// invalidation refreshes every tab after progress is saved.

type Tab = "all" | EducationCategory;
const TABS: { value: Tab; label: string }[] = [
  { value: "all", label: "All" },
  ...EDUCATION_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
];

export function EducationView() {
  const list = useQuery<EducationItemDto[]>({ queryKey: queryKeys.education });
  const path = useQuery<LearningPathDto>({ queryKey: queryKeys.learningPath });
  const [tab, setTab] = useState<Tab>("all");
  const [reading, setReading] = useState<EducationItemDto | null>(null);
  // Mounted from the first opening on, so it can animate closed and keep its state between articles.
  const [everOpened, setEverOpened] = useState(false);
  if (reading && !everOpened) setEverOpened(true);
  const libraryTitleId = useId();

  return (
    <div className="space-y-8">
      <LearningPathCard
        path={path.data}
        isPending={path.isPending}
        error={path.error}
        onRetry={() => void path.refetch()}
        isRetrying={path.isRefetching}
        onOpen={setReading}
      />

      <section aria-labelledby={libraryTitleId} className="space-y-4">
        <h2 id={libraryTitleId} className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <BookOpen aria-hidden="true" className="size-5 text-primary" />
          Articles
        </h2>
        <Tabs
          value={tab}
          onValueChange={(value) => setTab(value === "all" || isEducationCategory(value) ? value : "all")}
        >
          <TabsList aria-label="Categories" className="h-auto w-full flex-wrap justify-start sm:w-fit">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value} className="flex-none px-3 py-1.5">
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((t) => (
            <TabsContent key={t.value} value={t.value} className="pt-2">
              <Library tab={t.value} label={t.label} query={list} onOpen={setReading} />
            </TabsContent>
          ))}
        </Tabs>
      </section>

      {everOpened && <ArticleDialog item={reading} onClose={() => setReading(null)} />}
    </div>
  );
}

interface LibraryProps {
  tab: Tab;
  label: string;
  query: UseQueryResult<EducationItemDto[]>;
  onOpen: (item: EducationItemDto) => void;
}

function Library({ tab, label, query, onOpen }: LibraryProps) {
  if (query.isPending) return <LibrarySkeleton />;
  if (query.isError) {
    return (
      <LoadError
        what="the articles"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  const items = tab === "all" ? query.data : query.data.filter((item) => item.category === tab);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
        <BookOpen aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{tab === "all" ? "No articles yet" : `No ${label} articles yet`}</p>
        <p className="text-sm text-muted-foreground">New lessons are added regularly. Check back soon.</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={`${label} articles`}>
      {items.map((item) => (
        <li key={item.id} className="flex">
          <ContentCard item={item} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function LibrarySkeleton() {
  return (
    <LoadingRegion label="Loading articles...">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-56 rounded-xl" />
        ))}
      </div>
    </LoadingRegion>
  );
}
