/**
 * Lists of values: GET /api/system/lov/netInfo, POST /api/system/lov/multiple and
 * POST /api/system/lov/selfcreate. A list is its stored entries followed by the entries the
 * caller's institution added itself; 'country' and 'city' come from the bundled reference data.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  cities,
  countries,
  isBuiltInLov,
  loadLovDefinition,
  type BuiltInLov,
  type LovDefinition,
  type LovEntry,
  type LovSelfCreateBody,
} from '@portal/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/pool';
import { lovDefinitions, lovSelfEntries } from './schema';
import { AppError } from '../../http/envelope';
import type { SessionUser } from '../auth';
import { isUniqueViolation, loadStored } from './stored';

type SelfRow = typeof lovSelfEntries.$inferSelect;

/** Built once: the reference data never changes while the server runs. */
let builtIns: Record<BuiltInLov, LovEntry[]> | undefined;
function builtIn(name: BuiltInLov): LovEntry[] {
  builtIns ??= {
    // Value: the ISO code; params carry the dial code for phone-number inputs.
    country: countries.map((c) => ({ value: c.shKey, content: c.cnKey, contentEn: c.enKey, params: { codeKey: c.codeKey } })),
    // Value: the Chinese name, which is unique (the English one is not: 泰州 and 台州 are both Taizhou).
    city: cities.map((c) => ({ value: c.citysName, content: c.citysName, contentEn: c.citysNameEn, params: { province: c.provinceName, provinceEn: c.provinceNameEn } })),
  };
  return builtIns[name];
}

function presentSelf(row: SelfRow): LovEntry {
  const entry: LovEntry = { value: row.value, content: row.content };
  if (row.contentEn !== null) entry.contentEn = row.contentEn;
  if (row.description !== null) entry.description = row.description;
  if (row.params !== null) entry.params = row.params as Record<string, unknown>;
  return entry;
}

async function storedLists(db: Executor, names: string[]): Promise<Map<string, LovDefinition>> {
  if (names.length === 0) return new Map();
  const rows = await db.select().from(lovDefinitions).where(inArray(lovDefinitions.lovName, names));
  return new Map(rows.map((row) => [row.lovName, loadStored(row.lovName, 'lovName', row, loadLovDefinition)]));
}

/**
 * The entries of the lists named as the institution sees them (stored entries, then its own
 * additions; 'country' and 'city' from the reference data), by name; an unknown name is absent.
 * Also what a report reads to print a value's label (`db` may be the report's transaction).
 */
export async function lovEntriesByName(db: Executor, institutionId: string | null | undefined, names: string[]): Promise<Map<string, LovEntry[]>> {
  const wanted = [...new Set(names)];
  const stored = await storedLists(db, wanted.filter((n) => !isBuiltInLov(n)));
  const selfCreating = [...stored.entries()].filter(([, def]) => def.allow_self_create).map(([name]) => name);
  const own =
    institutionId && selfCreating.length > 0
      ? await db
          .select()
          .from(lovSelfEntries)
          .where(and(eq(lovSelfEntries.institutionId, institutionId), inArray(lovSelfEntries.lovName, selfCreating)))
          .orderBy(asc(lovSelfEntries.createdAt), asc(lovSelfEntries.id))
      : [];
  const out = new Map<string, LovEntry[]>();
  for (const name of wanted) {
    if (isBuiltInLov(name)) out.set(name, builtIn(name));
    else if (stored.has(name)) out.set(name, [...stored.get(name)!.entries, ...own.filter((r) => r.lovName === name).map(presentSelf)]);
  }
  return out;
}

/** The lists named, in the order asked; an unknown name is refused, naming it. */
export async function lovLists(ctx: AppContext, session: Pick<SessionUser, 'institutionId'>, names: string[]): Promise<Record<string, LovEntry[]>> {
  const found = await lovEntriesByName(ctx.db.orm, session.institutionId, names);
  const missing = names.find((n) => !found.has(n));
  if (missing !== undefined) throw new AppError('lovNotFound', { lovName: missing });
  return Object.fromEntries(found);
}

const KNOWN_FIELDS = new Set(['lovName', 'content', 'contentEn', 'value', 'description']);
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Adds an entry to a list that allows it, for the caller's institution only. An entry whose
 * value or label the list already has (stored, or added by this institution) is refused.
 */
export async function selfCreateLovEntry(ctx: AppContext, session: SessionUser, body: LovSelfCreateBody): Promise<LovEntry> {
  const { lovName, content, contentEn, value: givenValue, description } = body;
  if (isBuiltInLov(lovName)) throw new AppError('lovNotSelfCreatable', { lovName });
  const def = (await storedLists(ctx.db.orm, [lovName])).get(lovName);
  if (!def) throw new AppError('lovNotFound', { lovName });
  if (!def.allow_self_create) throw new AppError('lovNotSelfCreatable', { lovName });
  const institutionId = session.institutionId;
  if (!institutionId) throw new AppError('noPermission');

  const value = givenValue ?? content;
  const clashesStored = def.entries.some((e) => same(String(e.value), value) || same(e.content, content));
  const [clashesOwn] = await ctx.db.orm
    .select({ id: lovSelfEntries.id })
    .from(lovSelfEntries)
    .where(
      and(
        eq(lovSelfEntries.institutionId, institutionId),
        eq(lovSelfEntries.lovName, lovName),
        or(sql`lower(${lovSelfEntries.value}) = lower(${value})`, sql`lower(${lovSelfEntries.content}) = lower(${content})`),
      ),
    )
    .limit(1);
  if (clashesStored || clashesOwn) throw new AppError('lovEntryExists', { content });

  // The adding form's other fields stay with the entry.
  const extra = Object.fromEntries(Object.entries(body).filter(([key]) => !KNOWN_FIELDS.has(key)));
  try {
    const [row] = await ctx.db.orm
      .insert(lovSelfEntries)
      .values({
        institutionId,
        lovName,
        value,
        content,
        contentEn: contentEn || null,
        description: description || null,
        params: Object.keys(extra).length > 0 ? extra : null,
        createdBy: session.userId,
      })
      .returning();
    return presentSelf(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('lovEntryExists', { content });
    throw error;
  }
}
