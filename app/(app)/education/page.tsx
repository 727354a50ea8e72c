import type { Metadata } from "next";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { requireUser } from "@/lib/auth/current-user";
import { getLearningPath, listEducation } from "@/lib/education/service";
import { queryKeys } from "@/lib/query-keys";
import { EducationView } from "./_components/education-view";

export const metadata: Metadata = { title: "Education Hub" };

// /education: learning path, category tabs, content cards and the reading dialog. The list and the
// path are read on the server under the API's query keys, so the page paints complete.
export default async function EducationPage() {
  const user = await requireUser();
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: queryKeys.education, queryFn: () => listEducation(user.id) }),
    queryClient.prefetchQuery({ queryKey: queryKeys.learningPath, queryFn: () => getLearningPath(user.id) }),
  ]);

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Education Hub</h1>
        <p className="mt-1.5 text-muted-foreground">
          Short, practical lessons on managing debt, saving, investing and credit. Learn at your own pace and track your
          progress.
        </p>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <EducationView />
      </HydrationBoundary>
    </div>
  );
}
