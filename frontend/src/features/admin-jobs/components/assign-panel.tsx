// Who the job is assigned to (decision 261): a member of staff's account, chosen from the active
// staff by a role with jobs.assign; others see the name. A technician typed as text before jobs were
// assigned to accounts still shows as it was.
import { useState } from 'react';
import { isClosedStatus } from '../../../../../shared/repairs/statuses';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { useAssignees, useAssignJob } from '../api/assignment';
import { Panel } from './panel';

export function AssignPanel({ job }: { job: AdminJob }) {
  const mayAssign = can(useAuth().user, 'jobs.assign') && !isClosedStatus(job.status);
  const assignees = useAssignees(mayAssign);
  const assign = useAssignJob(job.qrCode);
  const failure = useFormFailure();
  const [choice, setChoice] = useState(job.assignedTo?.userId ?? '');
  const current = job.assignedTo?.name ?? (job.technician ? `${job.technician} (typed)` : 'Nobody');
  const members = assignees.data?.members ?? [];
  // The current assignee stays choosable even when no longer on the active list.
  const options = job.assignedTo && !members.some((m) => m.userId === job.assignedTo!.userId) ? [job.assignedTo, ...members] : members;

  const onSave = () => {
    failure.clear();
    assign.mutate(choice || null, { onError: failure.onError });
  };

  return (
    <Panel title="Assigned to">
      <p className="text-sm" data-testid="assigned-to">
        <strong>{current}</strong>
      </p>
      {mayAssign ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1">
            <span className={labelClasses}>Member of staff</span>
            <select name="assignee" value={choice} onChange={(event) => setChoice(event.target.value)} className={inputClasses(false)} disabled={!assignees.data}>
              <option value="">Nobody</option>
              {options.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </select>
          </label>
          <Button size="sm" onClick={onSave} disabled={assign.isPending || choice === (job.assignedTo?.userId ?? '')}>
            Assign
          </Button>
        </div>
      ) : null}
      <FormFailure message={failure.message} />
    </Panel>
  );
}
