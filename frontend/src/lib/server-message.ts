import { ApiError } from './api-error';

/**
 * The server's own words for a failed call: the body's `message` without the API client's
 * '{status}: ' lead, so toasts read as the server wrote them. Falls back to the error's message.
 */
export function serverMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const { message } = error.body as { message?: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message.trim();
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}

/** The HTTP status of a failed call; 0 when no answer arrived or the error is not from the API. */
export function errorStatus(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}
