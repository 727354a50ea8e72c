import { VerifyEmailNotice } from "@/components/account/verify-email-notice";
import { NavBar } from "@/components/layout/nav-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { AppProviders } from "@/components/providers/app-providers";
import { requireUser } from "@/lib/auth/current-user";

// The signed-in shell. requireUser() verifies the session against the database on every request, so a
// revoked or expired cookie never renders a signed-in page.
export default async function SignedInLayout({ children }: LayoutProps<"/">) {
  const user = await requireUser();
  return (
    <AppProviders>
      <div className="flex min-h-screen flex-col">
        <NavBar user={{ firstName: user.firstName, email: user.email }} />
        {user.emailVerified ? null : <VerifyEmailNotice email={user.email} />}
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
          {children}
        </main>
        <SiteFooter />
      </div>
    </AppProviders>
  );
}
