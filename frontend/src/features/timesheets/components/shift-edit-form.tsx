// A manager's correction of one shift: its times on the shop's clock and the reason, which is kept on
// the shift and in the audit log (decision 260).
import { useState, type FormEvent } from 'react';
import type { Shift } from '../../../../../shared/schemas/timesheets';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { useEditShift } from '../api/timesheet';
import { isoFromLondonInput, londonInputValue } from '../utils/london-time';

export function ShiftEditForm({ shift, week, onDone }: { shift: Shift; week: string; onDone: () => void }) {
  const edit = useEditShift({ week, userId: shift.userId, entryId: shift.entryId });
  const failure = useFormFailure();
  const [clockedIn, setClockedIn] = useState(londonInputValue(shift.clockedInAt));
  const [clockedOut, setClockedOut] = useState(shift.clockedOutAt ? londonInputValue(shift.clockedOutAt) : '');
  const [reason, setReason] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const clockedInAt = isoFromLondonInput(clockedIn);
    const clockedOutAt = clockedOut ? isoFromLondonInput(clockedOut) : undefined;
    if (!clockedInAt || clockedOutAt === null) return failure.show('Enter the times as a date and a time.');
    edit.mutate({ clockedInAt, ...(clockedOutAt ? { clockedOutAt } : {}), reason }, { onSuccess: onDone, onError: failure.onError });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" aria-label="Correct the shift">
      <TextField label="Clocked in" name="clockedIn" type="datetime-local" value={clockedIn} onChange={(e) => setClockedIn(e.target.value)} />
      <TextField label="Clocked out" name="clockedOut" type="datetime-local" optional={!shift.clockedOutAt} value={clockedOut} onChange={(e) => setClockedOut(e.target.value)} />
      <TextField label="Reason for the change" name="reason" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      <FormFailure message={failure.message} className="sm:col-span-2" />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          Save correction
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
