/**
 * The export of a configured table page: the one call every export goes through (hook it with
 * `onExport`, e.g. for an audit trail). It reads the page's menu as the portal does (columns, list
 * call, fixed parameters), asks the list itself for page 1 first, so the list's own validation,
 * permission and institution checks answer with the list's own errors, and only then streams.
 */
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import {
  columnMenus,
  EXPORT_OWN_PARAMS,
  exportCellText,
  exportColumns,
  fixedParamsOf,
  institutionDay,
  readTableOperate,
  type ExportFormat,
  type ExportQuery,
  type Locale,
} from '@portal/shared';
import type { AppContext } from '../../context';
import type { ListSource } from '../../db/list-source';
import type { Database } from '../../db/pool';
import { AppError } from '../../http/envelope';
import { RequestValidationError } from '../../http/validation';
import { requireMenu, roleHoldsMenu, type SessionUser } from '../auth';
import { columnsNetInfo, lovEntriesByName } from '../definitions';
import { menus } from '../menus/schema';
import { exportFileName } from './file-name';
import { cursorBatches, routeBatches, routePage, type Row, type RouteList } from './rows';
import { sheetWriter } from './writers';

export type ExportSources = ReadonlyMap<string, ListSource<unknown, SessionUser>>;

export interface ExportEvent {
  session: SessionUser;
  menuId: string;
  format: ExportFormat;
  /** The list's filter as sent to the list. */
  params: Row;
  /** The database, for a listener that writes (the audit trail). */
  orm: Database;
}
type ExportListener = (event: ExportEvent) => void | Promise<void>;
const listeners: ExportListener[] = [];

/** Runs `listener` for every export, after its checks and before its first byte. */
export function onExport(listener: ExportListener): () => void {
  listeners.push(listener);
  return () => void listeners.splice(listeners.indexOf(listener), 1);
}

export type Prepared = { refused: LightMyRequestResponse } | { fileName: string; stream: PassThrough; pump: () => Promise<void> };

/** The list's filter: every query parameter but the export's own and the paging, the page's fixed parameters winning. */
function filterOf(query: ExportQuery, operate: Record<string, unknown> | null): Row {
  const own = new Set<string>([...EXPORT_OWN_PARAMS, 'current', 'pageSize']);
  const params = Object.fromEntries(Object.entries(query).filter(([key]) => !own.has(key)));
  return { ...params, ...fixedParamsOf(operate) };
}

export async function prepareExport(app: FastifyInstance, ctx: AppContext, sources: ExportSources, req: FastifyRequest, session: SessionUser, locale: Locale, query: ExportQuery): Promise<Prepared> {
  const institutionId = await requireMenu(ctx, session, query.menuId);
  const [menu] = await ctx.db.orm.select().from(menus).where(eq(menus.menuId, query.menuId));
  if (!menu) throw new AppError('menuNotFound', { menuId: query.menuId });
  const operateObject = (menu.operate ?? null) as Record<string, unknown> | null;
  const table = readTableOperate(operateObject);
  if (!table) throw new AppError('notFound');
  const definition = await columnsNetInfo(ctx, table.columnsName);

  const list: RouteList = { path: table.api, method: table.method, params: filterOf(query, operateObject) };
  const source = sources.get(table.api);
  // Page 1 through the list's own route: a filter it refuses, a menu it needs, answer as it does.
  const first = await routePage(app, req, list, 1, source ? 1 : 100);
  if (first.statusCode !== 200) return { refused: first };
  const statement = source ? await source.statement(ctx, session, parsedFilter(source, list.params)) : undefined;

  const held = new Map<string, boolean>();
  for (const menuId of columnMenus(definition.columns)) held.set(menuId, await roleHoldsMenu(ctx, session, menuId));
  const columns = exportColumns(definition.columns, (menuId) => held.get(menuId) === true, locale);
  const lovNames = [...new Set(columns.flatMap((c) => (c.column.lovName ? [c.column.lovName] : [])))];
  const timeZone = ctx.config.trainingTimeZone;
  const today = institutionDay(new Date(), timeZone);
  const env = { locale, timeZone, today, lovs: await lovEntriesByName(ctx.db.orm, institutionId, lovNames), ages: new Map<string, string>() };
  for (const listener of listeners) await listener({ session, menuId: query.menuId, format: query.format, params: list.params, orm: ctx.db.orm });

  const pageName = locale === 'en' ? menu.nameEn || menu.name : menu.name;
  const stream = new PassThrough();
  const batches = source && statement ? cursorBatches(ctx, statement, source.present) : routeBatches(app, req, list, first);
  const pump = async () => {
    const writer = sheetWriter(query.format, stream, columns.map((c) => ({ title: c.title, width: typeof c.column.width === 'number' ? c.column.width : undefined })), pageName);
    for await (const rows of batches) await writer.rows(rows.map((row) => columns.map((c) => exportCellText(c.column, row, env))));
    await writer.end();
  };
  return { fileName: exportFileName(pageName, today, query.format), stream, pump };
}

/** The filter as the list route reads it (its contract's query schema: defaults, coercions). */
function parsedFilter(source: ListSource<unknown, SessionUser>, params: Row): unknown {
  const schema = source.contract.query ?? source.contract.body;
  if (!schema) return params;
  const result = schema.safeParse(params, { reportInput: true });
  if (!result.success) throw new RequestValidationError(result.error.issues, 'querystring');
  return result.data;
}
