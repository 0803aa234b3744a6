/**
 * The lists an export reads through a cursor, by their list path. Any other configured table page
 * exports too, paged through its own list route; a list that can grow to tens of thousands of rows
 * offers a source (db/list-source.ts) and is named here.
 */
import type { ExportSources } from '../modules/export';
import { CHILDREN_LIST_SOURCE } from '../modules/children';

const sources = [CHILDREN_LIST_SOURCE];

export const EXPORT_SOURCES: ExportSources = new Map(sources.map((source) => [source.contract.path, source]));
