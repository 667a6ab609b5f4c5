/** Shared by the zod schema on the server and the sign-up form's hint in the browser. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 120;
