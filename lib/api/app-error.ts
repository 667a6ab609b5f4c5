import { type ErrorCode, type ErrorParams, ERROR_CATALOG, describeError } from './error-catalog';

/**
 * The one error shape every route answers with: `{ error: <code>, description: <English message> }`, plus the
 * parameters its message names and, for a field that failed validation, the field. The browser translates the code.
 */
export type TApiError = { error: string; description: string; params?: ErrorParams; field?: string };

type AppErrorOptions = {
  /** Values the code's message names. */
  params?: ErrorParams;
  /** The input field at fault (a message may name it as `{{field}}`). */
  field?: string;
  /** An English text more precise than the catalogue's, for API clients (the browser still shows the code's). */
  description?: string;
  headers?: Record<string, string>;
};

/** An expected failure: a catalogue code, with the status and description the catalogue gives it. */
export class AppError extends Error {
  readonly status: number;
  readonly description: string;
  readonly params: ErrorParams | undefined;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    const description =
      options.description ?? describeError(code, { field: options.field ?? '', ...options.params });
    super(description);
    this.name = 'AppError';
    this.status = ERROR_CATALOG[code].status;
    this.description = description;
    this.params = options.params;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }

  toBody(): TApiError {
    return {
      error: this.code,
      description: this.description,
      ...(this.params && Object.keys(this.params).length > 0 && { params: this.params }),
      ...(this.field !== undefined && { field: this.field }),
    };
  }
}
