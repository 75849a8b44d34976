// The error every failed API call throws, with the spec's message (section 8) and the server's body.

export type ApiErrorCode = 'ADMIN_ACCESS_DENIED' | 'ADMIN_SESSION_TIMEOUT';

export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';
export const EMPTY_BODY_MESSAGE = 'Request failed. Please try again.';
export const CONNECTION_ERROR_MESSAGE = 'Connection error. Please try again.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from the server. Please try again.';

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** The response body: parsed JSON when it was JSON, otherwise the text; undefined when empty. */
    readonly body: unknown,
    readonly code?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True for errors the caller caused (4xx): repeating the request cannot help. */
export function isClientError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 400 && error.status < 500;
  return error instanceof Error && error.message.startsWith('4');
}
