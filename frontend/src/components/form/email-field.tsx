import { TextField, type TextFieldProps } from './text-field';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: TextFieldProps['label'] };

/** An email address field: the email keyboard, autofill, and no capitals or spelling fixes. */
export function EmailField({ label = 'Email', ...props }: EmailFieldProps) {
  return <TextField label={label} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
