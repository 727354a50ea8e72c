"use client";

import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { FileText, HandCoins, HeartHandshake, type LucideIcon } from "lucide-react";

import type { TemplateDto, TemplateType } from "@/lib/negotiations/types";
import { queryKeys } from "@/lib/query-keys";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadingRegion } from "@/components/ui/loading-region";
import { LoadError } from "@/components/feedback/load-error";

const ICONS: Record<TemplateType, LucideIcon> = {
  hardship: HeartHandshake,
  settlement: HandCoins,
  payment_plan: FileText,
};

/** The type name in title case ("payment_plan" -> "Payment Plan"). */
export function titleCase(templateType: string): string {
  return templateType
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

// The Templates tab: one card per template; 'Use This Template' opens the dialog with the type chosen.
export function TemplatesTab({ onUseTemplate }: { onUseTemplate: (templateType: TemplateType) => void }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery<TemplateDto[]>({
    queryKey: queryKeys.letterTemplates,
  });

  if (isPending) {
    return (
      <LoadingRegion label="Loading templates..." className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-60 rounded-xl" aria-hidden="true" />
        ))}
      </LoadingRegion>
    );
  }
  if (isError) {
    return <LoadError what="the templates" error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
  }
  return (
    <ul aria-label="Letter templates" className="grid gap-4 md:grid-cols-3">
      {data.map((template) => (
        <li key={template.id} className="min-w-0">
          <TemplateCard template={template} onUse={() => onUseTemplate(template.templateType)} />
        </li>
      ))}
    </ul>
  );
}

function TemplateCard({ template, onUse }: { template: TemplateDto; onUse: () => void }) {
  const titleId = useId();
  const Icon = ICONS[template.templateType];
  return (
    <Card className="h-full gap-4" data-testid="template-card">
      <CardHeader>
        <span className="mb-1 flex size-9 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <CardTitle>
          <h2 id={titleId} className="text-base">
            {titleCase(template.templateType)}
          </h2>
        </CardTitle>
        <CardDescription>{template.useCase}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Subject</p>
        <p className="mt-1 text-sm break-words">{template.subject}</p>
      </CardContent>
      <CardFooter>
        <Button type="button" variant="outline" className="w-full" onClick={onUse} aria-describedby={titleId}>
          Use This Template
        </Button>
      </CardFooter>
    </Card>
  );
}
