// How many bookings one appointment slot takes.
import { useState } from 'react';
import { BookingSettingsSchema, MAX_SLOT_CAPACITY, type BookingSettings } from '../../../../../shared/schemas/settings';
import { TextField } from '../../../components/form/text-field';
import { SaveRow, SettingsSection, useSectionSave } from './settings-form-parts';

export function BookingSettingsForm({ initial }: { initial: BookingSettings }) {
  const [capacity, setCapacity] = useState(String(initial.slotCapacity));
  const { errors, failure, pending, submit } = useSectionSave('bookings', 'Booking settings', BookingSettingsSchema);
  return (
    <SettingsSection id="settings-bookings" title="Bookings" description="Appointments are 30 minutes long; this is how many customers one slot takes.">
      <form noValidate onSubmit={submit({ slotCapacity: capacity.trim() === '' ? Number.NaN : Number(capacity) })} className="grid gap-4 sm:max-w-xs">
        <TextField
          label="Bookings per slot"
          name="slotCapacity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SLOT_CAPACITY}
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
          error={errors.slotCapacity}
        />
        <SaveRow pending={pending} failure={failure} label="Save booking settings" />
      </form>
    </SettingsSection>
  );
}
