import { createHash, randomBytes } from 'node:crypto';

/** A fresh random token: 32 bytes (256 bits) as base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token as hex: what the database stores instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
