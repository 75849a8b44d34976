// Choose a day, then a time: the bookable slots grouped by London day. Full slots stay visible,
// disabled, so the customer sees the shop is busy rather than closed.
import CircleAlert from 'lucide-react/icons/circle-alert';
import { useMemo, useState } from 'react';
import { formatTime, formatWeekdayDate, londonDay } from '../../../../../shared/dates';
import type { Slot } from '../../../../../shared/schemas/bookings';
import { errorClasses } from '../../../components/form/field-classes';
import { cn } from '../../../utils/cn';

export interface SlotPickerProps {
  slots: readonly Slot[];
  value: string;
  onChange: (slotStart: string) => void;
  error?: string;
}

function slotsByDay(slots: readonly Slot[]): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = londonDay(new Date(slot.start));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

export function SlotPicker({ slots, value, onChange, error }: SlotPickerProps) {
  const days = useMemo(() => slotsByDay(slots), [slots]);
  const firstOpenDay = [...days].find(([, daySlots]) => daySlots.some((slot) => slot.remaining > 0))?.[0];
  const [chosenDay, setChosenDay] = useState<string | undefined>(undefined);
  const day = chosenDay ?? (value ? londonDay(new Date(value)) : firstOpenDay);
  const daySlots = day ? (days.get(day) ?? []) : [];

  if (days.size === 0) {
    return <p className="rounded-lg bg-surface-raised p-4 text-muted">There are no free appointments in the next few weeks. Please call us and we will fit you in.</p>;
  }
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1.5 text-sm font-medium">Choose a day and time</legend>
      <div role="group" aria-label="Day" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
        {[...days].map(([dayKey, dayList]) => {
          const free = dayList.some((slot) => slot.remaining > 0);
          return (
            <button
              key={dayKey}
              type="button"
              aria-pressed={dayKey === day}
              disabled={!free}
              onClick={() => setChosenDay(dayKey)}
              className={cn(
                'shrink-0 rounded-lg border px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-40',
                dayKey === day ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background text-foreground hover:border-border-strong',
              )}
            >
              {formatWeekdayDate(dayList[0]!.start)}
            </button>
          );
        })}
      </div>
      <div role="radiogroup" aria-label="Time" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {daySlots.map((slot) => {
          const full = slot.remaining === 0;
          const chosen = slot.start === value;
          return (
            <button
              key={slot.start}
              type="button"
              role="radio"
              aria-checked={chosen}
              disabled={full}
              onClick={() => onChange(slot.start)}
              className={cn(
                'grid rounded-lg border px-2 py-2 text-center transition-colors disabled:cursor-not-allowed disabled:opacity-40',
                chosen ? 'border-primary bg-primary/15 text-primary' : 'border-border bg-background hover:border-border-strong',
              )}
            >
              <span className="font-semibold">{formatTime(slot.start)}</span>
              <span className="text-xs text-subtle">{full ? 'Full' : slot.remaining === 1 ? '1 place left' : `${slot.remaining} places`}</span>
            </button>
          );
        })}
      </div>
      {error ? (
        <p className={`flex items-start gap-1.5 ${errorClasses}`} role="alert">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
