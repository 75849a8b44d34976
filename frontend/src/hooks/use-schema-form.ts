// A small controlled-form hook over the shared zod/mini schemas: values, which fields were touched,
// the schema's messages (word for word) once a field was left or the form submitted, and the
// server's field errors until that field changes. react-hook-form would cost ~9 kB gzip for this.
import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { firstErrorPerField, type FieldErrors } from '../utils/form-errors';

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface SchemaForm<V extends object, O> {
  values: V;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Marks a field as visited: its message shows from now on. */
  touch: (name: keyof V & string) => void;
  /** The message to show under a field, if any. */
  errorFor: (name: keyof V & string) => string | undefined;
  /** Every message on screen now, by field. */
  visibleErrors: FieldErrors;
  /** Messages from the server's answer, shown until their field changes. */
  setServerErrors: (errors: FieldErrors) => void;
  /** Value, change and blur handlers and validity state for a text input. */
  text: (name: StringKeys<V>) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
    'aria-invalid': boolean;
  };
  /** Validates everything; calls `onValid` with the schema's output, else focuses the first wrong field. */
  handleSubmit: (onValid: (data: O) => void) => (event: FormEvent<HTMLFormElement>) => void;
}

export function useSchemaForm<V extends object, O>(schema: z.ZodMiniType<O>, initialValues: V): SchemaForm<V, O> {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<FieldErrors>({});

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const schemaErrors = useMemo(() => (parsed.success ? {} : firstErrorPerField(parsed.error.issues)), [parsed]);

  const errorFor = useCallback(
    (name: string) => serverErrors[name] ?? (submitted || touched.has(name) ? schemaErrors[name] : undefined),
    [serverErrors, submitted, touched, schemaErrors],
  );

  const visibleErrors = useMemo(() => {
    const result: FieldErrors = {};
    for (const name of new Set([...Object.keys(schemaErrors), ...Object.keys(serverErrors)])) {
      const message = errorFor(name);
      if (message !== undefined) result[name] = message;
    }
    return result;
  }, [schemaErrors, serverErrors, errorFor]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrorsState((current) => {
      if (current[name] === undefined) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const touch = useCallback((name: string) => {
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  const text = (name: StringKeys<V>) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as V[typeof name]),
    onBlur: () => touch(name),
    'aria-invalid': errorFor(name) !== undefined,
  });

  const handleSubmit = (onValid: (data: O) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const firstWrong = Object.keys(serverErrors)[0] ?? (parsed.success ? undefined : Object.keys(schemaErrors)[0]);
    if (firstWrong !== undefined) {
      // Take the keyboard and the screen reader to the first field that needs fixing.
      event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(firstWrong)}"]`)?.focus();
      return;
    }
    if (parsed.success) onValid(parsed.data);
  };

  return { values, setValue, touch, errorFor, visibleErrors, setServerErrors: setServerErrorsState, text, handleSubmit };
}
