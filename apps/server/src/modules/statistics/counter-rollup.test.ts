import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../../test/harness';
import { DEMO_SUB_INSTITUTION } from '../tools/seed-demo';
import { INSTITUTIONS } from '../institutions/seed';
import { insertTests, institutionNamed } from './test-fixtures';

const api = useApi();

/** The rollup's non-empty buckets, and the same buckets counted directly from the stored tests and reports. */
const ROLLUP_SQL = `
  select institution_id, tools_type, status, result, test_count, reported_count from test_counter_rollup
   where test_count > 0 or reported_count <> 0 order by 1, 2, 3, 4`;
const RECOUNT_SQL = `
  select t.institution_id, t.tools_type, t.status,
         case when t.is_at_risk_score is null then 'unscored' when t.is_at_risk_score then 'at_risk' else 'passed' end as result,
         count(*)::int as test_count,
         count(*) filter (where exists (select 1 from reports r where r.institution_id = t.institution_id and r.test_id = t.id))::int as reported_count
    from tests t group by 1, 2, 3, 4 order by 1, 2, 3, 4`;

async function expectRollupEqualsRecount() {
  const [rollup, recount] = await Promise.all([api.db.pool.query(ROLLUP_SQL), api.db.pool.query(RECOUNT_SQL)]);
  expect(recount.rows.length).toBeGreaterThan(0);
  expect(rollup.rows).toEqual(recount.rows);
}

let a: string;
let branch: string;
let b: string;

beforeAll(async () => {
  a = await institutionNamed(api.db, INSTITUTIONS.find((i) => i.key === 'A')!.nameEn);
  branch = await institutionNamed(api.db, DEMO_SUB_INSTITUTION.nameEn);
  b = await institutionNamed(api.db, INSTITUTIONS.find((i) => i.key === 'B')!.nameEn);
});

describe('statistics counter rollup', () => {
  it('equals a recount of the demo installation as migrated and seeded', async () => {
    await expectRollupEqualsRecount();
  });

  it('equals a recount after creates, status and result changes, reports, deletes and moves', async () => {
    const made = await insertTests(api.db, a, [
      { status: 'Active' },
      { status: 'Testing', tool: 'Dream-ITS' },
      { status: 'Close', atRisk: false, reported: true },
      { status: 'Close', atRisk: true },
      { status: 'ExpClose', atRisk: false, reported: true },
      { status: 'ParentsTesting' },
      { status: 'Active', tool: 'Dream-IT' },
    ]);
    const [active, testing, reported, atRisk, expReported, parents, toMove] = made as [string, string, string, string, string, string, string];
    await insertTests(api.db, branch, [{ status: 'Close', atRisk: false }, { status: 'Failure' }]);
    await expectRollupEqualsRecount();

    const q = (text: string, values: unknown[]) => api.db.pool.query(text, values);
    // Taken and ended, scored; then invalidated; an answer change alone (no status) in between.
    await q(`update tests set status = 'Testing' where id = $1`, [active]);
    await q(`update tests set answer = '{"q1": 1}'::jsonb where id = $1`, [active]);
    await q(`update tests set status = 'Close', is_end = true, ended_time = now(), scores = '{}', is_at_risk_score = true, flagged_items_list = '[]' where id = $1`, [testing]);
    await q(`update tests set status = 'Failure' where id = $1`, [atRisk]);
    // Rescored: the result flips without a status change.
    await q(`update tests set is_at_risk_score = true where id = $1`, [reported]);
    // Several tests in one statement, the same bucket touched twice.
    await q(`update tests set status = 'Testing' where id = any($1::uuid[])`, [[parents, active]]);
    await expectRollupEqualsRecount();

    // A second report of a reported test changes nothing; its first report of another test counts once.
    const { rows: [first] } = await q(`select file_id, html_file_id from reports where test_id = $1`, [reported]);
    await q(
      `insert into reports (institution_id, test_id, tools_type, report_version, locale, file_id, html_file_id)
       select institution_id, id, tools_type, v, 'zh', $2::uuid, $3::uuid from tests, unnest(array['v1', 'v3']) v where id = $1`,
      [reported, first.file_id, first.html_file_id],
    );
    await q(
      `insert into reports (institution_id, test_id, tools_type, report_version, locale, file_id, html_file_id)
       select institution_id, id, tools_type, 'v1', 'zh', $2::uuid, $3::uuid from tests where id = $1`,
      [testing, first.file_id, first.html_file_id],
    );
    await expectRollupEqualsRecount();
    // Removing one of three reports keeps the test reported; removing all makes it unreported.
    await q(`delete from reports where test_id = $1 and report_version = 'v1'`, [reported]);
    await expectRollupEqualsRecount();
    await q(`delete from reports where test_id = $1`, [reported]);
    await expectRollupEqualsRecount();

    // A reported test deleted (its reports go with it by cascade), an unreported one too.
    await q(`delete from tests where id = any($1::uuid[])`, [[expReported, parents]]);
    await expectRollupEqualsRecount();

    // Moved to another institution (with a child of its own there), then its tool changed.
    const { rows: [child] } = await q(`insert into children (institution_id, name, gender, birthday, children_code) values ($1, '迁入', 'male', '2023-06-01', 'STAT-MOVE-1') returning id`, [b]);
    await q(`update tests set institution_id = $2, children_id = $3 where id = $1`, [toMove, b, child.id]);
    await expectRollupEqualsRecount();
    await q(`update tests set tools_type = 'Dream-ITS' where id = $1`, [toMove]);
    await expectRollupEqualsRecount();

    // A transaction that fails leaves the rollup as it was.
    await expect(
      (async () => {
        const client = await api.db.pool.connect();
        try {
          await client.query('begin');
          await client.query(`update tests set status = 'Close' where id = $1`, [active]);
          await client.query(`update tests set status = 'NotAStatus' where id = $1`, [active]);
        } finally {
          await client.query('rollback');
          client.release();
        }
      })(),
    ).rejects.toThrow();
    await expectRollupEqualsRecount();
  });

  it('follows the usage chart when a test moves to another institution or month', async () => {
    const [moved] = await insertTests(api.db, a, [{ status: 'Active', tool: 'Dream-ITS', created: new Date('2019-05-10T02:00:00Z') }]);
    const usage = async (institutionId: string) =>
      (await api.db.pool.query(`select month, test_count from test_usage_monthly where institution_id = $1 and tools_type = 'Dream-ITS' and year = 2019 and test_count > 0 order by month`, [institutionId])).rows;
    expect(await usage(a)).toEqual([{ month: 5, test_count: 1 }]);
    const { rows: [child] } = await api.db.pool.query(`insert into children (institution_id, name, gender, birthday, children_code) values ($1, '迁入', 'male', '2018-01-01', 'STAT-MOVE-2') returning id`, [branch]);
    await api.db.pool.query(`update tests set institution_id = $2, children_id = $3, created_time = '2019-07-01T02:00:00Z' where id = $1`, [moved, branch, child.id]);
    expect(await usage(a)).toEqual([]);
    expect(await usage(branch)).toEqual([{ month: 7, test_count: 1 }]);
  });
});
