import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/current-user";
import { safeCallbackPath } from "@/lib/validations/auth";
import { WelcomeForm } from "./_components/welcome-form";

export const metadata: Metadata = { title: "Welcome" };

// docs/product-rules.md "Screens and routes" (/welcome): an account made by an e-mailed sign-in link (or an OAuth
// profile without a name) has no first name. The signed-in layout sends it here once, before anything else; after the
// name is saved, the visitor goes on to where they were headed (`next`, a same-origin path). With a name already set
// there is nothing to ask.
export default async function WelcomePage({ searchParams }: PageProps<"/welcome">) {
  const user = await requireUser();
  const next = (await searchParams).next;
  const destination = safeCallbackPath(Array.isArray(next) ? next[0] : next);
  if (user.firstName) redirect(destination);
  return (
    <div className="mx-auto max-w-md py-6 sm:py-12">
      <WelcomeForm next={destination} />
    </div>
  );
}
