import { PublicNavBar } from "@/components/layout/public-nav-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { LandingPage } from "./_components/landing-page";

// Signed-out "/" (the proxy rewrites "/" to the dashboard when a session cookie is present). Prerendered
// once at build time: no cookies, headers or data fetching on this path, and no client providers: its only
// client code is the menu toggle and the two button islands.
export const dynamic = "force-static";

export default function HomePage() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicNavBar />
      <div className="flex-1">
        <LandingPage />
      </div>
      <SiteFooter />
    </div>
  );
}
