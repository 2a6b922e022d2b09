/** Account form messages, in the product wording, word for word. */
export const ACCOUNT_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required',
  confirmRequired: 'Password confirmation is required',
  passwordsDontMatch: "Passwords don't match",
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooLong: 'Password must be at most 200 characters',
  passwordBlank: 'Password cannot be only spaces',
} as const;

/** Maximum password length (the server allows 6 to 200 characters). */
export const MAX_PASSWORD_LENGTH = 200;

/** Minimum password length (the server allows 6 to 200 characters). */
export const MIN_PASSWORD_LENGTH = 6;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True for a syntactically valid email address. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The message for a new password that breaks the server's rules (6 to 200, not only spaces), or null. */
export function newPasswordError(value: string): string | null {
  if (value.length < MIN_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (value.length > MAX_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  if (!/\S/.test(value)) return ACCOUNT_MESSAGES.passwordBlank;
  return null;
}
