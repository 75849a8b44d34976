// Turns validation failures into one message per field: the shared schemas' issues in the browser,
// and the server's 400 `{ errors: { field: [messages] } }` answer.

export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Field name -> the message to show under it. '' holds issues that belong to no field. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each top-level field, as a form shows one message per field. */
export function firstErrorPerField(issues: readonly SchemaIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The field messages of a server's validation answer; empty when the body carries none. */
export function fieldErrorsFromBody(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null) return {};
  const { errors, field, message } = body as { errors?: unknown; field?: unknown; message?: unknown };
  const result: FieldErrors = {};
  if (typeof errors === 'object' && errors !== null) {
    for (const [name, messages] of Object.entries(errors)) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') result[name] = messages[0];
    }
  }
  // A conflict names its field beside the message (e.g. 409 'That username is taken' with field 'username').
  if (typeof field === 'string' && typeof message === 'string') result[field] ??= message;
  return result;
}
