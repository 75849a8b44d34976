// Opening hours per weekday, closing on Northern Ireland's bank holidays (listed for the next year),
// and one-off closures: booking slots follow them once saved.
import { useState } from 'react';
import { OpeningHoursSettingsSchema, MAX_CLOSURES, type OpeningHoursSettings } from '../../../../../shared/schemas/settings';
import { WEEKDAYS } from '../../../../../shared/content/weekly-hours';
import { northernIrelandBankHolidays } from '../../../../../shared/settings/bank-holidays';
import { formatDate, londonDay } from '../../../../../shared/dates';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { errorClasses, inputClasses } from '../../../components/form/field-classes';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { SaveRow, SettingsSection, useSectionSave, type PathErrors } from './settings-form-parts';

const TIMES = Array.from({ length: 37 }, (_, i) => {
  const minutes = 6 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
});

function TimeSelect({ label, name, value, onChange, disabled }: { label: string; name: string; value: string; onChange: (value: string) => void; disabled: boolean }) {
  return (
    <select aria-label={label} name={name} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} className={inputClasses(false, 'w-28')}>
      {(TIMES.includes(value) ? TIMES : [value, ...TIMES]).map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </select>
  );
}

function upcomingBankHolidays(): { day: string; name: string }[] {
  const today = londonDay(new Date());
  const year = Number(today.slice(0, 4));
  return [...northernIrelandBankHolidays(year), ...northernIrelandBankHolidays(year + 1)].filter((h) => h.day >= today).slice(0, 10);
}

function WeekRows({ hours, errors, onChange }: { hours: OpeningHoursSettings; errors: PathErrors; onChange: (index: number, day: OpeningHoursSettings['week'][number]) => void }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Weekly hours</legend>
      {hours.week.map((day, index) => {
        const name = WEEKDAYS[index]!;
        const error = errors[`week.${index}.closes`] ?? errors[`week.${index}.opens`];
        return (
          <div key={name} className="grid gap-1">
            <div className="flex flex-wrap items-center gap-3">
              <div className="w-40">
                <CheckboxField name={`week.${index}.open`} checked={day.open} onChange={(open) => onChange(index, { ...day, open })} label={`Open on ${name}`} />
              </div>
              <TimeSelect label={`${name} opens`} name={`week.${index}.opens`} value={day.opens} disabled={!day.open} onChange={(opens) => onChange(index, { ...day, opens })} />
              <span className="text-sm text-muted">to</span>
              <TimeSelect label={`${name} closes`} name={`week.${index}.closes`} value={day.closes} disabled={!day.open} onChange={(closes) => onChange(index, { ...day, closes })} />
            </div>
            {error ? <p className={errorClasses}>{`${name}: ${error}`}</p> : null}
          </div>
        );
      })}
      {errors.week ? <p className={errorClasses}>{errors.week}</p> : null}
    </fieldset>
  );
}

export function OpeningHoursForm({ initial }: { initial: OpeningHoursSettings }) {
  const [hours, setHours] = useState(initial);
  const [newClosure, setNewClosure] = useState({ day: '', reason: '' });
  const { errors, failure, pending, submit } = useSectionSave('hours', 'Opening hours', OpeningHoursSettingsSchema);
  const setDay = (index: number, day: OpeningHoursSettings['week'][number]) => setHours({ ...hours, week: hours.week.map((d, i) => (i === index ? day : d)) });
  const addClosure = () => {
    if (!newClosure.day || !newClosure.reason.trim()) return;
    setHours({ ...hours, closures: [...hours.closures, { day: newClosure.day, reason: newClosure.reason.trim() }].sort((a, b) => a.day.localeCompare(b.day)) });
    setNewClosure({ day: '', reason: '' });
  };
  return (
    <SettingsSection id="settings-hours" title="Opening hours and closures" description="Booking slots follow these once saved. The footer's hours on prerendered pages change at the next deploy.">
      <form noValidate onSubmit={submit(hours)} className="grid gap-6">
        <WeekRows hours={hours} errors={errors} onChange={setDay} />
        <div className="grid gap-2">
          <CheckboxField
            name="bankHolidaysClosed"
            checked={hours.bankHolidaysClosed}
            onChange={(bankHolidaysClosed) => setHours({ ...hours, bankHolidaysClosed })}
            label="Closed on Northern Ireland bank holidays"
          />
          <details className="text-sm text-muted">
            <summary className="cursor-pointer">The next bank holidays</summary>
            <ul className="mt-2 grid gap-1">
              {upcomingBankHolidays().map((holiday) => (
                <li key={holiday.day}>
                  {formatDate(`${holiday.day}T12:00:00Z`)}: {holiday.name}
                </li>
              ))}
            </ul>
          </details>
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">One-off closures</legend>
          {hours.closures.length === 0 ? <p className="text-sm text-muted">None planned.</p> : null}
          <ul className="grid gap-2" aria-label="Planned closures">
            {hours.closures.map((closure, index) => (
              <li key={closure.day} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-raised px-3 py-2 text-sm">
                <span>
                  {formatDate(`${closure.day}T12:00:00Z`)}: {closure.reason}
                </span>
                <Button variant="ghost" size="sm" onClick={() => setHours({ ...hours, closures: hours.closures.filter((_, i) => i !== index) })}>
                  Remove closure on {closure.day}
                </Button>
              </li>
            ))}
          </ul>
          {errors.closures ? <p className={errorClasses}>{errors.closures}</p> : null}
          {hours.closures.length < MAX_CLOSURES ? (
            <div className="grid items-end gap-3 sm:grid-cols-[10rem_1fr_auto]">
              <TextField label="Closure date" name="closure-day" type="date" optional value={newClosure.day} onChange={(event) => setNewClosure({ ...newClosure, day: event.target.value })} />
              <TextField label="Reason" name="closure-reason" optional maxLength={80} value={newClosure.reason} onChange={(event) => setNewClosure({ ...newClosure, reason: event.target.value })} />
              <Button variant="secondary" onClick={addClosure} disabled={!newClosure.day || !newClosure.reason.trim()}>
                Add closure
              </Button>
            </div>
          ) : null}
        </fieldset>
        <SaveRow pending={pending} failure={failure} label="Save opening hours" />
      </form>
    </SettingsSection>
  );
}
