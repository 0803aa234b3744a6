/**
 * The key verification codes are stored under (HMAC-SHA256): with it kept outside the database,
 * a copy of the database does not give the codes away (a six-digit code's plain SHA-256 would be
 * reversed by trying all million). VERIFICATION_CODE_SECRET when set; otherwise a random key in
 * `$DATA_DIR/verification-code.key`, made by whichever process needs it first.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

export const KEY_FILE_NAME = 'verification-code.key';
const cache = new Map<string, Promise<Buffer>>();

async function keyFromFile(file: string): Promise<Buffer> {
  const read = async () => {
    const hex = (await readFile(file, 'utf8')).trim();
    if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${file} is not a 64-digit hex key: remove it to have a new one made, or set VERIFICATION_CODE_SECRET`);
    return Buffer.from(hex, 'hex');
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  try {
    // 'wx': when two processes race, one writes and both read the same key.
    await writeFile(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}

export function codeKey(config: Pick<Config, 'verificationSecret' | 'dataDir'>): Promise<Buffer> {
  if (config.verificationSecret) return Promise.resolve(Buffer.from(config.verificationSecret, 'utf8'));
  const file = path.join(config.dataDir, KEY_FILE_NAME);
  let key = cache.get(file);
  if (!key) {
    key = keyFromFile(file);
    cache.set(file, key);
    key.catch(() => cache.delete(file));
  }
  return key;
}
