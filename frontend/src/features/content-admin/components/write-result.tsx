// Under an admin form: the server's refusal with each field or CSV line it named, or nothing.
import { Notice } from '../../../components/form/notice';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';

export function WriteError({ error }: { error: unknown }) {
  if (!error) return null;
  const details = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as { errors?: Record<string, string[]> }).errors : undefined;
  return (
    <Notice tone="error" title="Not saved">
      <p>{serverMessage(error)}</p>
      {details ? (
        <ul className="mt-2 list-disc pl-5">
          {Object.entries(details).map(([field, messages]) => (
            <li key={field}>{messages.join(' ')}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
}
