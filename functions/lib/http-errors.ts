// Typed errors the domain throws; the error middleware turns each into its status and message.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super(400, message, extra);
  }
}

export class NotAuthenticatedError extends HttpError {
  constructor(message = 'Not authenticated') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class AdminAccessRequiredError extends ForbiddenError {
  constructor() {
    super('Admin access required');
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super(409, message, extra);
  }
}

export class LockedError extends HttpError {
  constructor(message: string) {
    super(423, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { retryAfter: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
  }
}

/** The payment provider did not answer: nothing is recorded as moved, and trying again finishes the same move. */
export class PaymentProviderError extends HttpError {
  constructor(message = 'The payment provider did not answer. Please try again in a moment.') {
    super(502, message);
  }
}
