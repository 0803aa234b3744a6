/** Password rule: 8–32 characters with a lowercase, an uppercase, a digit and a special character. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password) &&
    !/\s/.test(password)
  );
}

/** SHA-256 hex digest as the browser sends it at login. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;
