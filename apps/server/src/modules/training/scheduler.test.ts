/**
 * The training scheduler (`advanceTraining`) with an injected clock, on the demo installation:
 * institution days in Asia/Shanghai and across New York's 2026-11-01 DST change, the course's
 * end, idempotence, two concurrent runners, two institutions, skipped/answered and looping
 * activities. Eras are far apart per test, so an earlier test's students are never due in a
 * later assertion's window unless it says so.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_PATHS as P, trainingStudent, type TrainingStudent, type UserInfo } from '@portal/shared';
import type { AppContext } from '../../context';
import { call, identityOf, loginAs, switchIdentity, testConfig, useApi } from '../../../test/harness';
import { nodeEnd, nodeEndSql, usedDays } from './clock';
import { advanceTraining, type AdvanceCounts } from './scheduler';

const api = useApi();
let admin: UserInfo;
let A: string;
let B: string;
let children: { institution_id: string; id: string }[] = [];
const used = new Set<string>();
const ZERO: AdvanceCounts = { students: 0, nodesStarted: 0, nodesEnded: 0, activitiesOpened: 0, coursesFinished: 0 };

const q = async <T>(text: string, values: unknown[] = []) => (await api.db.pool.query(text, values)).rows as T[];
const at = (iso: string) => new Date(iso);

async function enrol(activation: string, opts: { course?: string; institution?: string; app?: typeof api.app } = {}): Promise<TrainingStudent> {
  const institution = opts.institution ?? A;
  const child = children.find((c) => c.institution_id === institution && !used.has(c.id))!;
  used.add(child.id);
  if (institution !== A) await switchIdentity(api.app, admin.token, identityOf(admin, 'Institution administrator', 'other'));
  const res = await call(opts.app ?? api.app, P.create, { token: admin.token, body: { children_id: child.id, course_key: opts.course ?? 'demo-island', activation_time: activation } });
  if (institution !== A) await switchIdentity(api.app, admin.token, { institutionId: A, roleId: admin.roleId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return trainingStudent.parse(res.body.data);
}

interface NodeRow { id: string; start_time: Date; active: boolean; ended: boolean }
const nodes = (s: TrainingStudent) => q<NodeRow>('select id, start_time, active, ended from training_nodes where student_id = $1 order by position', [s._id]);
const flags = async (s: TrainingStudent) => (await nodes(s)).map((n) => (n.ended ? 'ended' : n.active ? 'active' : 'pending'));
const student = async (s: TrainingStudent) =>
  (await q<{ run_activity_id: string | null; finished_at: Date | null; xmin: string }>('select run_activity_id, finished_at, xmin::text from training_students where id = $1', [s._id]))[0]!;
const activityId = (s: TrainingStudent, node: number, key: string) => s.activity_timeline[node]!.children.find((a) => a.activity_operations_id === key)!._id;
const answer = (id: string, day: string) =>
  q(`update training_activities set results = coalesce(results, '[]'::jsonb) || jsonb_build_array(jsonb_build_object('submission_id', gen_random_uuid(), 'type', feedback_type, 'submitted_at', now(), 'day', $2::text, 'learning_seconds', 60)) where id = $1`, [id, day]);

beforeAll(async () => {
  admin = await loginAs(api.app, 'admin');
  A = admin.institutionId;
  B = identityOf(admin, 'Institution administrator', 'other').institutionId;
  // Enough children for every student below, in both institutions.
  for (const inst of [A, B]) {
    await q(
      `insert into children (institution_id, name, gender, birthday, children_code)
       select $1::uuid, '调度' || g, 'female', '2022-01-01', 'SCHED' || substr($1::text, 1, 4) || g from generate_series(1, 45) g`,
      [inst],
    );
  }
  children = await q(`select institution_id, id from children where children_code like 'SCHED%' order by institution_id = $1 desc, children_code`, [A]);
}, 60_000);

describe('the day rule', () => {
  it('takes the zone from TRAINING_TIME_ZONE, Asia/Shanghai by default, refusing what is not an IANA name at start-up', () => {
    expect(testConfig().trainingTimeZone).toBe('Asia/Shanghai');
    expect(testConfig({ TRAINING_TIME_ZONE: 'America/New_York' }).trainingTimeZone).toBe('America/New_York');
    for (const bad of ['Mars/Olympus', '+08:00', 'CST-8', 'Asia/Shanghai; drop table x']) {
      expect(() => testConfig({ TRAINING_TIME_ZONE: bad }), bad).toThrow('TRAINING_TIME_ZONE: must be an IANA time zone such as Asia/Shanghai');
    }
  });

  it('keeps midnights in New York across the 2026-11-01 DST change (calendar days, not 24 h)', async () => {
    const ny = await api.appWith({ TRAINING_TIME_ZONE: 'America/New_York' });
    const nyCtx: AppContext = { ...api.ctx, config: testConfig({ TRAINING_TIME_ZONE: 'America/New_York' }) };
    const s = await enrol('2026-10-30T14:00:00.000Z', { app: ny }); // 10:00 EDT, Friday
    const starts = (await nodes(s)).map((n) => n.start_time.toISOString());
    // Midnight EST (UTC−5) after the change; 24-hour steps from 00:00 EDT would give 04:00Z, 23:00 the evening before.
    expect(starts).toEqual(['2026-10-30T14:00:00.000Z', '2026-11-06T05:00:00.000Z', '2026-11-13T05:00:00.000Z']);
    await advanceTraining(nyCtx, at('2026-11-06T04:59:59.000Z'));
    expect(await flags(s)).toEqual(['active', 'pending', 'pending']);
    await advanceTraining(nyCtx, at('2026-11-06T05:00:00.000Z'));
    expect(await flags(s)).toEqual(['ended', 'active', 'pending']);
    expect((await student(s)).run_activity_id).toBe(activityId(s, 1, 'turn-taking'));
    expect(usedDays(at(s.activation_time), 21, at('2026-11-06T04:59:59.000Z'), 'America/New_York')).toBe(6);
    expect(usedDays(at(s.activation_time), 21, at('2026-11-06T05:00:00.000Z'), 'America/New_York')).toBe(7);
  });

  it('computes node ends the same in TypeScript and in PostgreSQL, DST and skipped midnights included', async () => {
    const cases: Array<[string, number, string]> = [
      ['2026-10-30T14:00:00.000Z', 7, 'America/New_York'],
      ['2027-03-10T05:00:00.000Z', 7, 'America/New_York'],
      ['2026-09-01T12:00:00.000Z', 7, 'America/Santiago'], // 2026-09-06 00:00 does not exist there
      ['2030-03-04T15:30:00.000Z', 1, 'Asia/Shanghai'],
      ['2030-03-04T15:30:00.000Z', 3650, 'Europe/Berlin'],
    ];
    for (const [start, days, tz] of cases) {
      const [row] = await q<{ end: Date }>(`select ${nodeEndSql('$1::timestamptz', '$2::int', '$3::text')} as end`, [start, days, tz]);
      expect([start, tz, nodeEnd(at(start), days, tz).toISOString()]).toEqual([start, tz, row!.end.toISOString()]);
    }
  });

  it('starts day 2 of a student activated at 23:30 Shanghai time at the next local midnight (16:00 UTC)', async () => {
    const s = await enrol('2030-03-04T15:30:00.000Z');
    const activation = at(s.activation_time);
    expect(usedDays(activation, 21, at('2030-03-04T15:59:59.000Z'), 'Asia/Shanghai')).toBe(0);
    expect(usedDays(activation, 21, at('2030-03-04T16:00:00.000Z'), 'Asia/Shanghai')).toBe(1);
    expect((await nodes(s)).map((n) => n.start_time.toISOString())).toEqual(['2030-03-04T15:30:00.000Z', '2030-03-10T16:00:00.000Z', '2030-03-17T16:00:00.000Z']);
    await advanceTraining(api.ctx, at('2030-03-10T15:59:00.000Z'));
    expect(await flags(s)).toEqual(['active', 'pending', 'pending']);
    const counts = await advanceTraining(api.ctx, at('2030-03-10T16:00:00.000Z'));
    expect(await flags(s)).toEqual(['ended', 'active', 'pending']);
    expect((await student(s)).run_activity_id).toBe(activityId(s, 1, 'turn-taking'));
    expect(counts.nodesStarted).toBeGreaterThanOrEqual(1);
    expect(counts.nodesEnded).toBeGreaterThanOrEqual(1);
    expect(counts.activitiesOpened).toBeGreaterThanOrEqual(1);
  });
});

describe('advancing', () => {
  it('ends the course after its last node: every node ended, nothing running, finished_at shown', async () => {
    const s = await enrol('2031-01-01T02:00:00.000Z'); // 10:00 Shanghai; the course ends 2031-01-22 00:00 local
    await advanceTraining(api.ctx, at('2031-01-21T15:59:59.000Z'));
    expect(await flags(s)).toEqual(['ended', 'ended', 'active']);
    expect(await student(s)).toMatchObject({ finished_at: null });
    const counts = await advanceTraining(api.ctx, at('2031-01-21T16:00:00.000Z'));
    expect(await flags(s)).toEqual(['ended', 'ended', 'ended']);
    const row = await student(s);
    expect(row).toMatchObject({ run_activity_id: null, finished_at: at('2031-01-21T16:00:00.000Z') });
    expect(counts.coursesFinished).toBeGreaterThanOrEqual(1);
    const info = await call(api.app, P.info, { token: admin.token, query: { _id: s._id } });
    expect(info.body.data).toMatchObject({ finished_at: '2031-01-21T16:00:00.000Z', total_day: 21, run_activity: null });
    expect(usedDays(at(s.activation_time), 21, at('2031-01-21T16:00:00.000Z'), 'Asia/Shanghai')).toBe(21);
    const list = await call(api.app, P.list, { token: admin.token, query: { pageSize: '100' } });
    expect(list.body.data.find((r: { _id: string }) => r._id === s._id)).toMatchObject({ finished_at: '2031-01-21T16:00:00.000Z' });
    // A finished course is never looked at again.
    await advanceTraining(api.ctx, at('2031-06-01T00:00:00.000Z'));
    expect((await student(s)).xmin).toBe(row.xmin);
  });

  it('changes nothing when run twice at the same now (no row updated)', async () => {
    const T = at('2032-05-10T03:00:00.000Z');
    const made = [await enrol('2032-05-01T01:00:00.000Z'), await enrol('2032-05-09T20:00:00.000Z', { course: 'demo-ment' }), await enrol('2032-06-01T00:00:00.000Z')];
    const first = await advanceTraining(api.ctx, T);
    expect(first.students).toBeGreaterThanOrEqual(3);
    const before = await q(`select id, xmin::text from training_nodes where student_id = any($1) union all select id, xmin::text from training_students where id = any($1) order by id`, [made.map((s) => s._id)]);
    expect(await advanceTraining(api.ctx, T)).toEqual(ZERO);
    expect(await q(`select id, xmin::text from training_nodes where student_id = any($1) union all select id, xmin::text from training_students where id = any($1) order by id`, [made.map((s) => s._id)])).toEqual(before);
    expect(await flags(made[2]!)).toEqual(['pending', 'pending', 'pending']); // activation still ahead
    expect((await student(made[2]!)).run_activity_id).toBeNull();
  });

  it('gives two concurrent runners the result of one, across both institutions, never mixing them', async () => {
    const T = at('2033-03-15T16:00:00.000Z'); // a Shanghai midnight
    await advanceTraining(api.ctx, T); // only the students below are due at T from here on
    const made: TrainingStudent[] = [];
    for (let i = 0; i < 24; i += 1) {
      const activation = new Date(T.getTime() - (i * 26 + 5) * 3_600_000).toISOString();
      made.push(await enrol(activation, { course: i % 3 === 0 ? 'demo-ment' : 'demo-island', institution: i % 2 === 0 ? A : B }));
    }
    const ids = made.map((s) => s._id);
    const snapshot = async () => ({
      nodes: await q(`select id, active, ended from training_nodes where student_id = any($1) order by id`, [ids]),
      students: await q(`select id, run_activity_id, finished_at, next_due_at from training_students where id = any($1) order by id`, [ids]),
    });
    const initial = await snapshot();
    const both = await Promise.all([advanceTraining(api.ctx, T), advanceTraining(api.ctx, T)]);
    const concurrent = await snapshot();
    const sum = both.reduce((a, c) => ({ students: a.students + c.students, nodesStarted: a.nodesStarted + c.nodesStarted, nodesEnded: a.nodesEnded + c.nodesEnded, activitiesOpened: a.activitiesOpened + c.activitiesOpened, coursesFinished: a.coursesFinished + c.coursesFinished }), ZERO);
    expect(sum.students).toBe(24);
    // Back to before, then one runner alone.
    for (const n of initial.nodes as Array<{ id: string; active: boolean; ended: boolean }>) await q('update training_nodes set active = $2, ended = $3 where id = $1', [n.id, n.active, n.ended]);
    for (const s of initial.students as Array<{ id: string; run_activity_id: string | null; finished_at: Date | null; next_due_at: Date }>) {
      await q('update training_students set run_activity_id = $2, finished_at = $3, next_due_at = $4 where id = $1', [s.id, s.run_activity_id, s.finished_at, s.next_due_at]);
    }
    const alone = await advanceTraining(api.ctx, T);
    expect(alone).toEqual(sum);
    expect(await snapshot()).toEqual(concurrent);
    expect(alone.nodesStarted + alone.nodesEnded).toBeGreaterThan(0);
    // Every state is the day rule's, and a running activity is always the student's own, in its own institution.
    for (const s of made) {
      const expected = s.activity_timeline.map((n) => {
        const end = nodeEnd(at(n.start_time), n.duration_time, 'Asia/Shanghai').getTime();
        return T.getTime() >= end ? 'ended' : T.getTime() >= at(n.start_time).getTime() ? 'active' : 'pending';
      });
      expect(await flags(s)).toEqual(expected);
      const activeNode = s.activity_timeline[expected.indexOf('active')];
      expect((await student(s)).run_activity_id).toBe(activeNode ? activeNode.children[0]!._id : null);
    }
    const foreign = await q(`select s.id from training_students s where s.run_activity_id is not null
      and not exists (select 1 from training_activities a where a.institution_id = s.institution_id and a.student_id = s.id and a.id = s.run_activity_id)`);
    expect(foreign).toEqual([]);
    expect(new Set((await q<{ institution_id: string }>('select institution_id from training_students where id = any($1)', [ids])).map((r) => r.institution_id))).toEqual(new Set([A, B]));
  });
});

describe('the running activity', () => {
  it('moves on from a skipped or answered activity to the next open one', async () => {
    const s = await enrol('2034-04-01T01:00:00.000Z'); // 09:00 Shanghai, 2034-04-01
    await advanceTraining(api.ctx, at('2034-04-01T02:00:00.000Z'));
    expect((await student(s)).run_activity_id).toBe(activityId(s, 0, 'welcome'));
    await q('update training_activities set skipped_at = now() where id = $1', [activityId(s, 0, 'welcome')]);
    await answer(activityId(s, 0, 'look-and-name'), '2034-04-01');
    await advanceTraining(api.ctx, at('2034-04-01T16:00:00.000Z')); // the next institution day
    expect((await student(s)).run_activity_id).toBe(activityId(s, 0, 'daily-note'));
  });

  it('reopens a looping activity on the next institution day', async () => {
    const s = await enrol('2035-04-01T01:00:00.000Z');
    await q('update training_activities set skipped_at = now() where id = $1', [activityId(s, 0, 'welcome')]);
    await answer(activityId(s, 0, 'look-and-name'), '2035-04-02');
    await answer(activityId(s, 0, 'daily-note'), '2035-04-02');
    await advanceTraining(api.ctx, at('2035-04-02T04:00:00.000Z')); // noon, 2035-04-02: everything done today
    expect((await student(s)).run_activity_id).toBeNull();
    const counts = await advanceTraining(api.ctx, at('2035-04-02T16:00:00.000Z')); // midnight: 2035-04-03
    expect((await student(s)).run_activity_id).toBe(activityId(s, 0, 'look-and-name'));
    expect(counts.activitiesOpened).toBeGreaterThanOrEqual(1);
  });

  it('lets skip pick the next running activity by the same rule, a looping one once all are done', async () => {
    const s = await enrol(new Date(Date.now() - 3_600_000).toISOString());
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    await answer(activityId(s, 0, 'look-and-name'), '2000-01-01'); // answered, but not today
    await answer(activityId(s, 0, 'daily-note'), today);
    const res = await call(api.app, P.skip, { token: admin.token, body: { activity_id: activityId(s, 0, 'welcome'), from_id: s._id } });
    expect([res.status, res.body.data?.run_activity]).toEqual([200, activityId(s, 0, 'look-and-name')]);
  });
});
