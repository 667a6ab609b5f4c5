/** The one error shape every route answers with: `{ error: <code>, description: <human message> }`. */
export type TApiError = { error: string; description: string };

/** An expected failure: its status, code and message reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'AppError';
  }

  toBody(): TApiError {
    return { error: this.code, description: this.description };
  }
}
