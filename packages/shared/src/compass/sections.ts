/**
 * The configured parts of a case: the six v1 section forms (form definitions the portal renders
 * with DynamicForm; `edit_from_info` stores each section's values under its key), the v2
 * paragraphs and the v2 dynamic-state form. Seeded by the server (compass/seed.ts).
 */
export interface CompassSection {
  key: string;
  /** The form definition's from_name. */
  fromName: string;
  title: { zh: string; en: string };
}

export const COMPASS_V1_SECTIONS = [
  { key: 'basic_info', fromName: 'compass_basic_info_from', title: { zh: '基本信息', en: 'Basic information' } },
  { key: 'chief_complaint', fromName: 'compass_chief_complaint_from', title: { zh: '家长主诉', en: "Parents' chief complaint" } },
  { key: 'assessment_tools', fromName: 'compass_assessment_tools_from', title: { zh: '评估工具与方法', en: 'Assessment tools and methods' } },
  { key: 'assessment_recommendations', fromName: 'compass_assessment_recommendations_from', title: { zh: '评估建议', en: 'Assessment recommendations' } },
  { key: 'intervention_plan', fromName: 'compass_intervention_plan_from', title: { zh: '干预计划', en: 'Intervention plan' } },
  { key: 'parental_advice', fromName: 'compass_parental_advice_from', title: { zh: '家长建议', en: 'Parental advice' } },
] as const satisfies readonly CompassSection[];
export type CompassV1SectionKey = (typeof COMPASS_V1_SECTIONS)[number]['key'];
export const COMPASS_V1_SECTION_KEYS = COMPASS_V1_SECTIONS.map((s) => s.key) as readonly CompassV1SectionKey[];

/** The v2 paragraphs, in page order. */
export const COMPASS_V2_PARAGRAPHS = [
  { key: 'background_information', title: { zh: '背景信息', en: 'Background information' } },
  { key: 'language_development', title: { zh: '语言发展', en: 'Language development' } },
  { key: 'other_energy_development', title: { zh: '其他能力发展', en: 'Other ability development' } },
  { key: 'expectations_parents', title: { zh: '家长期望', en: 'Parent expectations' } },
] as const;
export type CompassParagraphKey = (typeof COMPASS_V2_PARAGRAPHS)[number]['key'];
export const COMPASS_PARAGRAPH_KEYS = COMPASS_V2_PARAGRAPHS.map((p) => p.key) as readonly CompassParagraphKey[];

/** The four assessment-type toggles (`open_type`), in page order. */
export const COMPASS_OPEN_TYPES = [
  { key: 'basic_data', title: { zh: '基础资料', en: 'Basic data' } },
  { key: 'clinical_observation', title: { zh: '临床观察', en: 'Clinical observation' } },
  { key: 'report', title: { zh: '测评报告', en: 'Assessment reports' } },
  { key: 'dynamic_state', title: { zh: '动态评估', en: 'Dynamic assessment' } },
] as const;
export type CompassOpenTypeKey = (typeof COMPASS_OPEN_TYPES)[number]['key'];

/** The v2 dynamic-state form's from_name. */
export const COMPASS_DYNAMIC_STATE_FORM = 'compass_dynamic_state_from';
/** The list of values naming the lists a v2 paragraph can insert (value = a lovName). */
export const COMPASS_INSERT_LOV = 'compass_insert_lov';
/** The cases list's columns and search form. */
export const COMPASS_COLUMNS = 'compass_list_columns';
export const COMPASS_SEARCH_FORM = 'compass_search_from';
export const COMPASS_CREATE_FORM = 'compass_create_from';
