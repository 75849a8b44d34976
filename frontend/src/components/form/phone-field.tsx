import { TextField, type TextFieldProps } from './text-field';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: TextFieldProps['label'] };

/** A UK mobile number field: the phone keyboard and national-number autofill (register and profile forms). */
export function PhoneField({ label = 'Phone number', ...props }: PhoneFieldProps) {
  return <TextField label={label} type="tel" inputMode="tel" autoComplete="tel-national" placeholder="07xxx xxxxxx" {...props} />;
}
