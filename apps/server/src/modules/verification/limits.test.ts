/**
 * The sending limits, with time moved by ageing the stored rows (the limits are counted from
 * them): one code per target per minute, ten per target and thirty per client address per hour.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@portal/shared';
import { verificationCodes } from './schema';
import type { SmsMessage } from '../../providers/sms/sender';
import { ReviewSpeechScorer } from '../../providers/speech/review';
import { call, loginAs, useApi } from '../../../test/harness';
import { codeKey } from './secret';

const api = useApi({ env: { VERIFICATION_CODE_SECRET: 'test-only-verification-secret' } });
const sms: SmsMessage[] = [];
let doctor: UserInfo;

beforeAll(async () => {
  api.ctx.providers = {
    speech: new ReviewSpeechScorer(),
    sms: { name: 'recording', send: async (m) => void sms.push(m) },
    email: { name: 'recording', send: async () => {} },
  };
  doctor = await loginAs(api.app, 'doctor');
});

const send = (phone: string, remoteAddress: string) => call(api.app, '/api/general/phone/send', { token: doctor.token, body: { phone }, remoteAddress });
const countOf = async (target: string) => (await api.db.orm.select({ n: sql<number>`count(*)::int` }).from(verificationCodes).where(eq(verificationCodes.target, target)))[0]!.n;
/** Earlier sends, as rows (what a send stores, minus a usable code). */
async function pastSends(rows: Array<{ target: string; requester: string; minutesAgo: number }>) {
  await api.db.orm.insert(verificationCodes).values(
    rows.map((r) => ({
      id: randomUUID(),
      channel: 'phone',
      target: r.target,
      codeHash: '0'.repeat(64),
      createdAt: sql`now() - make_interval(mins => ${r.minutesAgo})`,
      expiresAt: sql`now() - make_interval(mins => ${r.minutesAgo}) + interval '5 minutes'`,
      requester: r.requester,
      institutionId: doctor.institutionId,
    })),
  );
}

describe('sending limits', () => {
  it('makes the same number wait a minute between codes (730 with the seconds left), and sends nothing meanwhile', async () => {
    expect((await send('13900000001', '10.30.0.1')).status).toBe(200);
    const sent = sms.length;
    const again = await send('13900000001', '10.30.0.2');
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(730);
    const seconds = Number(/请 (\d+) 秒后再试/.exec(again.body.message as string)![1]);
    expect(seconds).toBeGreaterThanOrEqual(58);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(sms.length).toBe(sent);
    expect(await countOf('86-13900000001')).toBe(1);
    await api.db.orm.update(verificationCodes).set({ createdAt: sql`now() - interval '61 seconds'` }).where(eq(verificationCodes.target, '86-13900000001'));
    expect((await send('13900000001', '10.30.0.2')).status).toBe(200);
  });

  it('allows ten codes per number per hour and says when the oldest of them leaves the hour', async () => {
    const target = '86-13900000002';
    await pastSends(Array.from({ length: 10 }, (_, i) => ({ target, requester: `10.31.0.${i}`, minutesAgo: 30 + i })));
    const refused = await send('13900000002', '10.31.1.1');
    expect(refused.body.code).toBe(730);
    // The oldest counted send is 39 minutes old: 21 minutes to go.
    const seconds = Number(/请 (\d+) 秒后再试/.exec(refused.body.message as string)![1]);
    expect(Math.abs(seconds - 21 * 60)).toBeLessThanOrEqual(3);
    expect(await countOf(target)).toBe(10);
    await api.db.orm.update(verificationCodes).set({ createdAt: sql`now() - interval '61 minutes'` }).where(sql`${verificationCodes.target} = ${target} and ${verificationCodes.createdAt} < now() - interval '38 minutes'`);
    expect((await send('13900000002', '10.31.1.1')).status).toBe(200);
  });

  it('allows thirty codes per client address per hour, whatever the numbers; other addresses are not affected', async () => {
    const requester = '10.32.0.1';
    await pastSends(Array.from({ length: 30 }, (_, i) => ({ target: `86-137000000${String(i).padStart(2, '0')}`, requester, minutesAgo: 5 + i })));
    const refused = await send('13900000003', requester);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(730);
    expect(await countOf('86-13900000003')).toBe(0);
    expect((await send('13900000003', '10.32.0.2')).status).toBe(200);
  });

  it('lets only one of many simultaneous sends to the same number through', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => send('13900000004', `10.33.0.${i}`)));
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 730, 730, 730, 730, 730]);
    expect(await countOf('86-13900000004')).toBe(1);
  });
});

describe('the code key', () => {
  it('is made once under DATA_DIR when VERIFICATION_CODE_SECRET is unset, and read back by every later call', async () => {
    const { mkdtemp, readFile, rm, stat } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'code-key-'));
    try {
      const [a, b] = await Promise.all([codeKey({ verificationSecret: undefined, dataDir: dir }), codeKey({ verificationSecret: undefined, dataDir: dir })]);
      expect(a.equals(b)).toBe(true);
      expect(a).toHaveLength(32);
      const file = path.join(dir, 'verification-code.key');
      expect((await readFile(file, 'utf8')).trim()).toBe(a.toString('hex'));
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await codeKey({ verificationSecret: 'configured-secret-123', dataDir: dir })).toString()).toBe('configured-secret-123');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
