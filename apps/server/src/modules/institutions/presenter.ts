/** Institution, tool and authorisation rows → the shared shapes (never raw rows). */
import { DELETED_INSTITUTION, isoDate, type InstitutionRow, type ManagedTool, type Locale, type ToolAuthorization, type ToolStatus } from '@portal/shared';
import type { institutionToolAuthorizations, institutionTools } from '../tools/schema';

/** expired when failure_date is before today (the server's date). */
export function toolStatus(failureDate: string | null, today: string = isoDate(new Date())): ToolStatus {
  return failureDate !== null && failureDate < today ? 'expired' : 'effective';
}

export interface InstitutionListed {
  id: string;
  name: string;
  nameEn: string;
  parentId: string | null;
  parentName: string | null;
  parentNameEn: string | null;
  parentDeleted: boolean;
  createdAt: Date;
  toolFailureDates: Array<string | null>;
}

export function presentInstitution(row: InstitutionListed, currentId: string, locale: Locale): InstitutionRow {
  const parentName = row.parentId === null ? null : row.parentDeleted ? DELETED_INSTITUTION[locale] : locale === 'en' ? row.parentNameEn : row.parentName;
  const today = isoDate(new Date());
  return {
    _id: row.id,
    name: row.name,
    name_en: row.nameEn,
    parent_id: row.parentId,
    parent_name: parentName,
    is_current: row.id === currentId,
    tools_count: row.toolFailureDates.length,
    status: row.toolFailureDates.some((d) => toolStatus(d, today) === 'effective') ? 'effective' : 'expired',
    createdTime: row.createdAt.toISOString(),
  };
}

export function presentTool(row: typeof institutionTools.$inferSelect, authorizationCount: number): ManagedTool {
  return {
    _id: row.id,
    institution_id: row.institutionId,
    tools_type: row.toolsType,
    name: row.name,
    name_en: row.nameEn,
    tools_sale_type: row.toolsSaleType === 'Limited' ? 'Limited' : 'NoLimit',
    test_count: row.testCount,
    old_test_count: row.oldTestCount,
    effective_date: row.effectiveDate,
    failure_date: row.failureDate,
    model_version: row.modelVersion,
    report_version: row.reportVersion,
    simultaneous_test_limit: row.simultaneousTestLimit,
    status: toolStatus(row.failureDate),
    authorization_count: authorizationCount,
  };
}

export function presentAuthorization(row: typeof institutionToolAuthorizations.$inferSelect): ToolAuthorization {
  return {
    _id: row.id,
    institution_id: row.institutionId,
    tool_id: row.toolId,
    tools_type: row.toolsType,
    activate: row.activate,
    validity_date: row.validityDate,
    report_count: row.reportCount,
    use_report_count: row.useReportCount,
    available_report_count: row.reportCount - row.useReportCount,
  };
}
