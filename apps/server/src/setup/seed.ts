/**
 * First-start seed. Runs inside the setup lock and does nothing once any user exists, so a
 * restart (or a second process) never duplicates or overwrites data someone has since edited.
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { hashDigest, sha256Hex } from '../modules/auth';
import type { Database, Tx } from '../db/pool';
import { children } from '../modules/children/schema';
import { userIdentities, users } from '../modules/identity/schema';
import { institutions } from '../modules/institutions/schema';
import { menus } from '../modules/menus/schema';
import { roleMenus, roles } from '../modules/roles/schema';
import { institutionTools } from '../modules/tools/schema';
import { CHILD_SEEDS, birthdayFor } from '../modules/children';
import { insertDemoCompass, insertDemoWjx } from '../modules/compass';
import { insertDemoNews } from '../modules/content';
import { insertDemoAiReport, insertDemoFiles, renderDemoFiles } from '../modules/reports';
import { insertManagementDemo, TOOL_NAMES } from '../modules/tools';
import { advanceTraining, insertDemoTraining } from '../modules/training';
import { insertDemoTests } from '../modules/testing';
import { insertDemoSpeech } from '../modules/speech';
import { insertDemoSwams } from '../modules/swams';
import { insertDemoHistory } from '../modules/statistics';
import { insertDemoScreening } from '../modules/screening';
import { ROLE_MENUS, flattenMenus } from './menu-tree';
import { DEMO_USERS, type UserSeed } from './demo-users';
import { INSTITUTIONS, type InstitutionSeed } from '../modules/institutions';
import { ROLE_NAMES } from '../modules/roles';

export type SeedOptions = Pick<Config, 'demo' | 'adminPassword' | 'adminPasswordIsDefault'>;


/**
 * `files`: where file bytes live (the server's own context). Without it the demo has no sample
 * files: the API tests' template databases are seeded that way.
 */
export async function seed(orm: Database, options: SeedOptions, files?: AppContext): Promise<'seeded' | 'skipped'> {
  const existing = await orm.select({ one: sql<number>`1` }).from(users).limit(1);
  if (existing.length > 0) return 'skipped';

  const adminSeed: UserSeed = {
    username: 'admin',
    password: options.adminPassword,
    nickname: '系统管理员',
    identities: [['A', 'sysadmin']],
    // The fallback admin password is published in the README: outside the demo it must be changed.
    mustChangePassword: !options.demo && options.adminPasswordIsDefault,
  };
  const userSeeds = options.demo
    ? DEMO_USERS.map((u) => (u.username === 'admin' ? { ...u, password: options.adminPassword } : u))
    : [adminSeed];
  const institutionSeeds: InstitutionSeed[] = options.demo
    ? INSTITUTIONS
    : INSTITUTIONS.filter((i) => i.key === 'A').map((i) => ({ ...i, roles: ['sysadmin'], tools: [] }));

  // Hash before the transaction: argon2 is slow on purpose and should not hold locks.
  const hashes = await Promise.all(userSeeds.map((u) => hashDigest(sha256Hex(u.password))));
  const demoFiles = options.demo && files ? await renderDemoFiles() : null;

  await orm.transaction(async (tx) => {
    const allMenus = flattenMenus();
    await tx.insert(menus).values(allMenus);
    const allMenuIds = allMenus.map((m) => m.menuId);

    const roleIds = new Map<string, { institutionId: string; roleId: string }>();
    const institutionIds = new Map<string, string>();
    for (const inst of institutionSeeds) {
      const [row] = await tx.insert(institutions).values({ name: inst.name, nameEn: inst.nameEn }).returning({ id: institutions.id });
      const institutionId = row!.id;
      institutionIds.set(inst.key, institutionId);
      for (const code of inst.roles) {
        const names = ROLE_NAMES[code]!;
        const [role] = await tx.insert(roles).values({ institutionId, code, ...names }).returning({ id: roles.id });
        roleIds.set(`${inst.key}/${code}`, { institutionId, roleId: role!.id });
        const menuIds = ROLE_MENUS[code]!(allMenuIds);
        await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ institutionId, roleId: role!.id, menuId })));
      }
      if (inst.tools.length > 0) {
        await tx.insert(institutionTools).values(
          inst.tools.map((toolsType, i) => ({ institutionId, toolsType, ...TOOL_NAMES[toolsType]!, sort: (i + 1) * 10 })),
        );
      }
    }

    for (const [i, u] of userSeeds.entries()) await insertUser(tx, u, hashes[i]!, roleIds);
    if (options.demo) await insertDemoChildren(tx, institutionIds);
    if (options.demo) await insertManagementDemo(tx, institutionIds.get('A')!);
    if (demoFiles && files) await insertDemoFiles(files, tx, institutionIds.get('A')!, demoFiles);
    if (options.demo) await insertDemoTests(tx, institutionIds);
    if (options.demo) await insertDemoWjx(tx, institutionIds);
    // The speech demo's recordings are files: only where the seed can store them.
    if (options.demo && files) await insertDemoSpeech(files, tx, institutionIds);
    // The speech-tool area's cases (SWAM, SPPA, Ment) with their reports: files too.
    if (options.demo && files) await insertDemoSwams(files, tx, institutionIds);
    // A year of tests for the charts. Like the files, only in a full demo: the API tests' templates keep
    // the few hand-made tests their counts are written against.
    if (options.demo && files) await insertDemoHistory(tx, institutionIds);
    // The dashboard's latest news (global articles with shipped covers).
    if (options.demo) await insertDemoNews(tx);
    // Reports, cases and summaries need files (their PDFs): only where the seed can store them.
    if (demoFiles && files) await insertDemoCompass(files, tx, institutionIds);
    // One AI report already written (built-in writer) beside the first demo report.
    if (demoFiles && files) await insertDemoAiReport(files, tx, institutionIds.get('A')!);
    // Training students' feedback carries the parents' uploads: files again, so the same condition.
    if (options.demo && files) await insertDemoTraining(files, tx, institutionIds);
    // The screening programme (its infants and their tests) only in a full demo installation too: the
    // API tests' template databases keep the children and tests their counts were written against,
    // and screening.test.ts seeds the programme into its own database.
    if (options.demo && files) await insertDemoScreening(tx, institutionIds);
  });
  // The demo students as the training scheduler leaves them now (node flags, running activity, finished courses).
  if (options.demo && files) await advanceTraining(files, new Date());
  return 'seeded';
}

/** One row at a time, in order: clock_timestamp then gives the list a stable newest-first order. */
async function insertDemoChildren(tx: Tx, institutionIds: Map<string, string>) {
  const today = new Date();
  for (const c of CHILD_SEEDS) {
    await tx.insert(children).values({
      institutionId: institutionIds.get(c.institution)!,
      name: c.name,
      gender: c.gender,
      birthday: birthdayFor(c.age, today),
      childrenCode: c.code,
      phoneNumber: c.phone ?? null,
      parentPhone: c.parentPhone ?? null,
      mrnCode: c.mrn ?? null,
      otherContactDetails: c.other ?? null,
    });
  }
}

async function insertUser(tx: Tx, u: UserSeed, passwordHash: string, roleIds: Map<string, { institutionId: string; roleId: string }>) {
  const identities = u.identities.map(([inst, code]) => {
    const found = roleIds.get(`${inst}/${code}`);
    if (!found) throw new Error(`seed: no role ${inst}/${code}`);
    return found;
  });
  const current = identities[0]!;
  const [row] = await tx
    .insert(users)
    .values({
      username: u.username,
      nickname: u.nickname,
      passwordHash,
      mustChangePassword: u.mustChangePassword ?? false,
      institutionId: current.institutionId,
      roleId: current.roleId,
    })
    .returning({ id: users.id });
  await tx.insert(userIdentities).values(identities.map((id) => ({ ...id, userId: row!.id })));
}
