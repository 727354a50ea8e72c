import { redirect } from "next/navigation";
import { VerifyEmailNotice } from "@/components/account/verify-email-notice";
import { AppInstall } from "@/components/layout/app-install";
import { SignedInNavBar } from "@/components/layout/signed-in-nav-bar";
import { AdoptTimeZone, OfflineNote, SignOutCleanup } from "@/components/layout/shell-extras";
import { SiteFooter } from "@/components/layout/site-footer";
import { AppProviders } from "@/components/providers/app-providers";
import { requireUser, requestedPath } from "@/lib/auth/current-user";
import { clockNow, clockOffsetMs } from "@/lib/clock";
import { zoneDayIn } from "@/lib/dates";
import { USER_META_NAME } from "@/lib/offline/rules";
import { userCacheKey } from "@/lib/offline/user-key";
import { isKnownTimeZone } from "@/lib/time-zones";
import { WELCOME_PATH, welcomeRedirectPath } from "@/lib/routes";

// The signed-in shell. requireUser() verifies the session against the database on every request, so a
// revoked or expired cookie never renders a signed-in page. Each page calls requireUser() itself as well (memoised
// per request, so one read): Next renders a layout and its page concurrently, so a page cannot count on this redirect. An account without a first name (made by an e-mailed
// link) is asked for one first, once: the welcome page itself is the one place it may go without.
export default async function SignedInLayout({ children }: LayoutProps<"/">) {
  const user = await requireUser();
  if (!user.firstName) {
    const path = await requestedPath();
    if (new URL(path, "http://x").pathname !== WELCOME_PATH) redirect(welcomeRedirectPath(path));
  }
  // The browser is told of a moved clock only (docs/product-rules.md "The product's clock"): with the real clock the
  // page carries nothing extra.
  const offset = clockOffsetMs();
  // Whose page this is, for the service worker and the offline note (docs/product-rules.md "Offline and install").
  const userKey = userCacheKey(user.id);
  // The user's zone, for the forms' "today"; an account without one yet is given the browser's (AdoptTimeZone).
  const zone = user.timeZone && isKnownTimeZone(user.timeZone) ? user.timeZone : null;
  return (
    <AppProviders
      clockOffsetMs={offset === 0 ? undefined : offset}
      timeZone={zone ?? undefined}
      today={zone ? zoneDayIn(zone, clockNow()) : undefined}
    >
      <meta name={USER_META_NAME} content={userKey} />
      <div className="flex min-h-screen flex-col">
        <SignedInNavBar user={{ firstName: user.firstName, email: user.email }} />
        <OfflineNote userKey={userKey} renderedAt={new Date().toISOString()} />
        {user.emailVerified ? null : <VerifyEmailNotice email={user.email} />}
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
          {children}
        </main>
        <SiteFooter />
      </div>
      <SignOutCleanup />
      {zone ? null : <AdoptTimeZone />}
      <AppInstall userKey={userKey} />
    </AppProviders>
  );
}
