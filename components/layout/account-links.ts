import { Bell, CreditCard, Landmark, LifeBuoy, ShieldCheck, UserCog } from "lucide-react";

/** The account area: billing lives here rather than among the main links (plans are 'Upgrade' above). */
export const ACCOUNT_LINKS = [
  { href: "/settings/billing", label: "Billing", icon: CreditCard },
  { href: "/settings/reminders", label: "Reminders", icon: Bell },
  { href: "/settings/account", label: "Account", icon: UserCog },
  { href: "/settings/security", label: "Security", icon: ShieldCheck },
  { href: "/settings/connected", label: "Connected accounts", icon: Landmark },
  { href: "/settings/support", label: "Support", icon: LifeBuoy },
] as const;
