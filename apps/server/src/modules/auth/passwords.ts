/**
 * Password storage: the browser sends SHA-256 hex of the password, and we store
 * argon2id of that digest, so the plain password never reaches the server at login.
 */
import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** @node-rs/argon2 defaults to argon2id, m=19 MiB, t=2, p=1 (OWASP's baseline). */
export function hashDigest(digest: string): Promise<string> {
  return hash(digest);
}

export async function verifyDigest(stored: string, digest: string): Promise<boolean> {
  try {
    return await verify(stored, digest);
  } catch {
    return false; // a malformed stored hash is a mismatch, not a crash
  }
}

let dummy: Promise<string> | undefined;
/** Verify against a throwaway hash so an unknown username costs the same time as a wrong password. */
export async function burnVerify(digest: string): Promise<void> {
  dummy ??= hash(sha256Hex('not-a-real-password'));
  await verifyDigest(await dummy, digest);
}
