/// <reference types="node" />
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex, sha256HexSync } from './sha256';

const node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('password digest', () => {
  it.each(['', 'abc', 'Admin@12345', '密码Passw0rd!', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), 'w'.repeat(1000)])(
    'pure fallback matches node for %j',
    (text) => expect(sha256HexSync(text)).toBe(node(text)),
  );

  it('WebCrypto path gives lowercase 64-hex', async () => {
    const digest = await sha256Hex('Doctor@12345');
    expect(digest).toBe(node('Doctor@12345'));
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
  });
});
