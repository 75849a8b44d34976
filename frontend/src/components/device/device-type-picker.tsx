// Phone, tablet or console, as three radio cards with their icons.
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Smartphone from 'lucide-react/icons/smartphone';
import Tablet from 'lucide-react/icons/tablet';
import CircleAlert from 'lucide-react/icons/circle-alert';
import type { DeviceType } from '../../../../shared/schemas/repairs/device';
import { errorClasses } from '../form/field-classes';
import { cn } from '../../utils/cn';

const options = [
  { value: 'phone', label: 'Phone', icon: Smartphone },
  { value: 'tablet', label: 'Tablet', icon: Tablet },
  { value: 'console', label: 'Console', icon: Gamepad2 },
] as const;

export interface DeviceTypePickerProps {
  value: DeviceType | '';
  onChange: (value: DeviceType) => void;
  error?: string;
}

export function DeviceTypePicker({ value, onChange, error }: DeviceTypePickerProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Type of device</legend>
      <div className="grid grid-cols-3 gap-3">
        {options.map(({ value: option, label, icon: Icon }) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-2 rounded-xl border bg-background p-4 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
              value === option ? 'border-primary bg-primary/10 text-primary' : 'border-border text-muted hover:border-border-strong',
            )}
          >
            <input type="radio" name="type" value={option} checked={value === option} onChange={() => onChange(option)} className="sr-only" />
            <Icon className="h-7 w-7" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p className={`flex items-start gap-1.5 ${errorClasses}`}>
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
