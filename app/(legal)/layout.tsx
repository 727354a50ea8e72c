import { SessionNavBar } from "@/components/layout/session-nav-bar";
import { SiteFooter } from "@/components/layout/site-footer";

// Public, static pages read by both audiences: the bar works out who is signed in on the client.
export default function LegalLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SessionNavBar />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
