import { useId } from "react";

import type { SharedPlanMemberDto } from "@/lib/shared-plans/types";
import { formatDollars } from "@/lib/format";
import { Badge } from "@/components/ui/badge";

// Members with e-mail, monthly target, role and status; an active member gets a filled badge, every
// other status (invited, expired, declined) an outline one. E-mails are shown here only: this list is only ever
// sent to members of the same plan.
export function MemberList({ members }: { members: SharedPlanMemberDto[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        Members
      </h3>
      <ul className="divide-y rounded-lg border" aria-labelledby={headingId}>
        {members.map((member) => (
          <li
            key={member.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 px-4 py-3"
            data-testid="member-row"
          >
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium">{member.firstName ?? member.email}</span>
              {member.firstName ? (
                <span className="block truncate text-xs text-muted-foreground">{member.email}</span>
              ) : null}
            </span>
            <span className="flex flex-wrap items-center gap-2">
              {member.role === "owner" ? (
                <Badge variant="secondary">owner</Badge>
              ) : (
                <span className="text-xs text-muted-foreground tabular-nums">
                  {formatDollars(member.monthlyTarget)}/month
                </span>
              )}
              <Badge variant={member.status === "active" ? "default" : "outline"} data-testid="member-status">
                {member.status}
              </Badge>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
