// /admin/timesheets: a week's shifts and hours per member, from clocking in and out in the header
// (decision 260). A member sees their own week; a role with staff.timesheets sees everyone's and may
// correct a shift, giving a reason.
import { useState } from 'react';
import { addDays, formatDate, formatTime, formatWeekdayDate } from '../../../../../shared/dates';
import type { Shift, Timesheet, TimesheetMember } from '../../../../../shared/schemas/timesheets';
import { mondayOf, weekOf } from '../../../../../shared/staff/weeks';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTimesheet } from '../api/timesheet';
import { hoursText } from '../utils/london-time';
import { ShiftEditForm } from './shift-edit-form';

const noon = (day: string) => `${day}T12:00:00Z`;

function WeekPicker({ week, onChange }: { week: string; onChange: (week: string) => void }) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button variant="outline" size="sm" onClick={() => onChange(addDays(week, -7))}>
        Previous week
      </Button>
      <Button variant="outline" size="sm" onClick={() => onChange(weekOf(new Date()))}>
        This week
      </Button>
      <Button variant="outline" size="sm" onClick={() => onChange(addDays(week, 7))}>
        Next week
      </Button>
      <TextField
        label="Week of"
        name="week"
        type="date"
        value={week}
        onChange={(event) => {
          if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onChange(mondayOf(event.target.value));
        }}
      />
    </div>
  );
}

function ShiftRow({ shift, week, canEdit }: { shift: Shift; week: string; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const last = shift.edits[shift.edits.length - 1];
  return (
    <li className="grid gap-1 rounded-lg border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          {formatWeekdayDate(shift.clockedInAt)}: {formatTime(shift.clockedInAt)} to {shift.clockedOutAt ? `${formatTime(shift.clockedOutAt)} (${shift.minutes ? hoursText(shift.minutes) : 'under a minute'})` : 'still clocked in'}
        </span>
        {canEdit && !editing ? (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={`Correct the shift of ${formatWeekdayDate(shift.clockedInAt)} at ${formatTime(shift.clockedInAt)}`}>
            Correct
          </Button>
        ) : null}
      </div>
      {last ? (
        <p className="text-muted">
          Corrected by {last.by.name} on {formatDate(last.at)}: {last.reason}
        </p>
      ) : null}
      {editing ? <ShiftEditForm shift={shift} week={week} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

function MemberShifts({ member, week, canEdit }: { member: TimesheetMember; week: string; canEdit: boolean }) {
  return (
    <section aria-label={`Shifts of ${member.name}`} className="grid gap-2">
      <h3 className="font-semibold">{member.name}</h3>
      <ul className="grid gap-2">
        {member.shifts.map((shift) => (
          <ShiftRow key={shift.entryId} shift={shift} week={week} canEdit={canEdit} />
        ))}
      </ul>
    </section>
  );
}

function TimesheetView({ sheet }: { sheet: Timesheet }) {
  const empty = <p className="text-muted">{sheet.everyone ? 'Nobody clocked in this week.' : 'You did not clock in this week.'}</p>;
  return (
    <div className="grid gap-6">
      <DataTable
        label="Hours by day"
        rows={sheet.members}
        empty={empty}
        head={
          <thead>
            <tr className="border-b border-border text-muted">
              <th scope="col" className="py-2 pr-3">Member</th>
              {sheet.days.map((day) => (
                <th key={day} scope="col" className="px-2 py-2 text-right">{formatWeekdayDate(noon(day))}</th>
              ))}
              <th scope="col" className="py-2 pl-2 text-right">Total</th>
            </tr>
          </thead>
        }
      >
        {(member) => (
          <tr key={member.userId} className="border-b border-border/60" data-testid={`timesheet-${member.userId}`}>
            <th scope="row" className="py-2 pr-3 font-semibold">{member.name}</th>
            {member.days.map((d) => (
              <td key={d.day} className="px-2 py-2 text-right tabular-nums">{hoursText(d.minutes)}</td>
            ))}
            <td className="py-2 pl-2 text-right font-semibold tabular-nums">{hoursText(member.totalMinutes)}</td>
          </tr>
        )}
      </DataTable>
      {sheet.members.map((member) => (
        <MemberShifts key={member.userId} member={member} week={sheet.week} canEdit={sheet.everyone} />
      ))}
    </div>
  );
}

export function TimesheetsPage() {
  useDocumentTitle('Timesheets');
  const [week, setWeek] = useState(() => weekOf(new Date()));
  const sheet = useTimesheet(week);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Timesheets</h1>
        <p className="mt-1 text-sm text-muted">Shifts from clocking in and out in the header, week by week. A shift counts to the day it began.</p>
      </header>
      <WeekPicker week={week} onChange={setWeek} />
      <h2 className="text-lg font-semibold">Week of {formatDate(noon(week))}</h2>
      <QueryContent query={sheet} loadingLabel="Loading the timesheet" announceFailure={false}>
        {(data) => <TimesheetView sheet={data} />}
      </QueryContent>
    </div>
  );
}
