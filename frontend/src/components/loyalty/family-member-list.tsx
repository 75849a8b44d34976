// A family group's members, a row each, with Remove (after asking) beside every member but the owner
// where the viewer may remove them: the member's own family-group section and staff's group page.
import type { ReactNode } from 'react';
import type { FamilyMember } from '../../../../shared/schemas/loyalty/family-group';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** The owner's or staff's remove-member mutation: its input is the member's user id. */
export interface RemoveFamilyMember {
  isPending: boolean;
  mutate: (userId: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

export interface FamilyMemberListProps {
  members: FamilyMember[];
  /** What follows each name: the member's own view says who owns and when each joined; staff see emails. */
  detail: (member: FamilyMember) => ReactNode;
  /** Offers Remove beside each member when given. */
  remove?: RemoveFamilyMember;
  onError: (error: unknown) => void;
  label?: string;
}

export function FamilyMemberList({ members, detail, remove, onError, label }: FamilyMemberListProps) {
  return (
    <ul className="grid gap-2" aria-label={label}>
      {members.map((member) => (
        <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-raised px-3 py-2 text-sm">
          <span>
            {member.name} {detail(member)}
          </span>
          {remove && member.role === 'member' ? (
            <ConfirmDialog
              trigger={`Remove ${member.name}`}
              title={`Remove ${member.name}?`}
              description="They leave the group and keep every point they earned."
              confirmLabel="Remove"
              pending={remove.isPending}
              onConfirm={() => remove.mutate(member.userId, { onSuccess: () => toast({ title: `${member.name} removed`, variant: 'success' }), onError })}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
