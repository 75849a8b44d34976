import { TextField, type TextFieldProps } from './text-field';

type FieldProps = Omit<TextFieldProps, 'label' | 'autoComplete'>;

/** First and last name side by side, with the autofill hints: the register and profile forms. */
export function NameFields({ firstName, lastName }: { firstName: FieldProps; lastName: FieldProps }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" {...firstName} />
      <TextField label="Last name" autoComplete="family-name" {...lastName} />
    </div>
  );
}
