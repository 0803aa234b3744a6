/**
 * Database schema (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key so the schema can be distributed by
 * institution (Citus) without rewriting keys. Users, sessions and menus are global.
 * Changing this file: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { TEST_STATUSES } from '../modules/tests/statuses';
import { VIDEO_STATES } from '@portal/shared';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** clock_timestamp, not now(): rows made in one transaction keep their insertion order. */
const orderedCreatedAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`clock_timestamp()`);

export const institutions = pgTable(
  'institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: orderedCreatedAt(),
    /** A sub-institution belongs to its parent; the parent's users manage it (institution_mgmt). */
    parentId: uuid('parent_id').references((): AnyPgColumn => institutions.id, { onDelete: 'restrict' }),
    /** Soft delete: elsewhere the institution shows as a placeholder. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('institutions_parent_idx').on(t.parentId)],
);

export const roles = pgTable(
  'roles',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: orderedCreatedAt(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.id] }), unique('roles_institution_code_key').on(t.institutionId, t.code)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    nickname: text('nickname').notNull().default(''),
    /** argon2id of the SHA-256 hex digest the browser sends, never of the plain password. */
    passwordHash: text('password_hash').notNull(),
    localeType: text('locale_type').notNull().default('zh'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    /** The identity in use; always one of the user's rows in user_identities. */
    institutionId: uuid('institution_id'),
    roleId: uuid('role_id'),
    createdAt: orderedCreatedAt(),
    /** Soft delete (with disabled): elsewhere the user shows as a placeholder. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('users_locale_type_check', sql`${t.localeType} in ('zh', 'en')`),
    foreignKey({ columns: [t.institutionId, t.roleId], foreignColumns: [roles.institutionId, roles.id] }).onDelete(
      'set null',
    ),
  ],
);

export const userIdentities = pgTable(
  'user_identities',
  {
    institutionId: uuid('institution_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.userId, t.roleId] }),
    foreignKey({ columns: [t.institutionId, t.roleId], foreignColumns: [roles.institutionId, roles.id] }).onDelete(
      'cascade',
    ),
    index('user_identities_user_idx').on(t.userId),
  ],
);

export const menus = pgTable(
  'menus',
  {
    menuId: text('menu_id').primaryKey(),
    parentId: text('parent_id').references((): AnyPgColumn => menus.menuId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    type: text('type').notNull(),
    /** antd icon component name, e.g. DashboardOutlined. */
    icon: text('icon').notNull().default(''),
    url: text('url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Flow configuration; validated with the shared `menuOperate` schema on save and on load. */
    operate: jsonb('operate'),
  },
  (t) => [check('menus_type_check', sql`${t.type} in ('group', 'item', 'permission')`)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    institutionId: uuid('institution_id').notNull(),
    roleId: uuid('role_id').notNull(),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.menuId, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.roleId, t.menuId] }),
    foreignKey({ columns: [t.institutionId, t.roleId], foreignColumns: [roles.institutionId, roles.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 hex of the token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [
    check('sessions_end_reason_check', sql`${t.endReason} in ('logout', 'superseded', 'password_changed')`),
    index('sessions_live_user_idx').on(t.userId).where(sql`${t.endedAt} is null`),
  ],
);

/** Failed logins, in the database so every server process sees the same counts. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.username, t.createdAt),
    index('login_failures_address_idx').on(t.address, t.createdAt),
    index('login_failures_created_idx').on(t.createdAt),
  ],
);

export const institutionTools = pgTable(
  'institution_tools',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    toolsType: text('tools_type').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    status: text('status').notNull().default('active'),
    sort: integer('sort').notNull().default(0),
    /** Sale terms (test-and-training §3): NoLimit or Limited (test_count tests). */
    toolsSaleType: text('tools_sale_type').notNull().default('NoLimit'),
    testCount: integer('test_count').notNull().default(0),
    oldTestCount: integer('old_test_count').notNull().default(0),
    effectiveDate: date('effective_date', { mode: 'string' }),
    /** The tool is expired from the day after this date. */
    failureDate: date('failure_date', { mode: 'string' }),
    modelVersion: text('model_version'),
    reportVersion: text('report_version'),
    /** How many tests of this tool may be in progress at once (v2 begin); 0 = no cap. */
    simultaneousTestLimit: integer('simultaneous_test_limit').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    unique('institution_tools_type_key').on(t.institutionId, t.toolsType),
    check('institution_tools_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('institution_tools_sale_type_check', sql`${t.toolsSaleType} in ('NoLimit', 'Limited')`),
    check('institution_tools_counts_check', sql`${t.testCount} >= 0 and ${t.oldTestCount} >= 0`),
    check('institution_tools_simultaneous_limit_check', sql`${t.simultaneousTestLimit} >= 0`),
  ],
);

/** Authorisation rows of an institution's tool: report quotas; available = report_count − use_report_count. */
export const institutionToolAuthorizations = pgTable(
  'institution_tool_authorizations',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    toolId: uuid('tool_id').notNull(),
    toolsType: text('tools_type').notNull(),
    activate: boolean('activate').notNull().default(false),
    validityDate: date('validity_date', { mode: 'string' }),
    reportCount: integer('report_count').notNull().default(0),
    useReportCount: integer('use_report_count').notNull().default(0),
    createdAt: orderedCreatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.toolId], foreignColumns: [institutionTools.institutionId, institutionTools.id] }).onDelete('cascade'),
    check('institution_tool_authorizations_counts_check', sql`${t.reportCount} >= 0 and ${t.useReportCount} >= 0 and ${t.useReportCount} <= ${t.reportCount}`),
    index('institution_tool_authorizations_tool_idx').on(t.institutionId, t.toolId),
  ],
);

/**
 * Definitions (forms, column sets, lists of values) are global configuration, like menus. The
 * name lives in its own column and not in `document`, so the two can never disagree; the
 * document is checked against the shared schema of `schema_version` on save and on load.
 * Later, an institution-specific override could be a table keyed (institution_id, name) whose
 * row wins over the global one; nothing here would change.
 */
const definitionColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  schemaVersion: integer('schema_version').notNull(),
  document: jsonb('document').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const formDefinitions = pgTable('form_definitions', {
  fromName: text('from_name').notNull().unique(),
  ...definitionColumns(),
});

export const columnDefinitions = pgTable('column_definitions', {
  columnsName: text('columns_name').notNull().unique(),
  ...definitionColumns(),
});

/** `document.entries` holds the list as a JSON tree. */
export const lovDefinitions = pgTable('lov_definitions', {
  lovName: text('lov_name').notNull().unique(),
  ...definitionColumns(),
});

/** Entries institutions added to lists that allow it; each institution sees only its own. */
export const lovSelfEntries = pgTable(
  'lov_self_entries',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    lovName: text('lov_name')
      .notNull()
      .references(() => lovDefinitions.lovName, { onDelete: 'cascade', onUpdate: 'cascade' }),
    value: text('value').notNull(),
    content: text('content').notNull(),
    contentEn: text('content_en'),
    description: text('description'),
    params: jsonb('params'),
    createdAt: orderedCreatedAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.id] }), unique('lov_self_entries_value_key').on(t.institutionId, t.lovName, t.value)],
);

export const children = pgTable(
  'children',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    childrenCode: text('children_code').notNull(),
    phoneNumber: text('phone_number'),
    parentPhone: text('parent_phone'),
    mrnCode: text('mrn_code'),
    otherContactDetails: text('other_contact_details'),
    createdAt: orderedCreatedAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Soft delete: reports and tests keep pointing at the child. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    check('children_gender_check', sql`${t.gender} in ('male', 'female')`),
    // A deleted child's code may be given to a new child.
    uniqueIndex('children_code_key').on(t.institutionId, t.childrenCode).where(sql`${t.deletedAt} is null`),
    // The list, newest first within an institution (read backwards: a DESC index column would
    // be NULLS LAST and not match ORDER BY … DESC), stable on equal timestamps; gender last so a
    // gender-filtered count can read this index alone.
    index('children_list_idx').on(t.institutionId, t.createdAt, t.id, t.gender).where(sql`${t.deletedAt} is null`),
    index('children_birthday_idx').on(t.institutionId, t.birthday).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * "Name contains", indexed: every distinct one- and two-character piece (gram) of each live
 * child's lower-cased name, with what the list filters and sorts on. A one- or two-character
 * search is then an index-only range scan that yields the count and the newest-first page
 * directly; a longer one scans its first two characters' range and rechecks the name. (pg_trgm
 * cannot do this: it needs three characters, and under the C locale it skips CJK altogether.)
 * Kept in step by statement-level triggers on children (migration 0002), so every write path,
 * bulk loads included, maintains it; deleting a child row cascades.
 */
export const childrenNameGrams = pgTable(
  'children_name_grams',
  {
    institutionId: uuid('institution_id').notNull(),
    childId: uuid('child_id').notNull(),
    gram: text('gram').notNull(),
    gender: text('gender').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.childId, t.gram] }),
    foreignKey({ columns: [t.institutionId, t.childId], foreignColumns: [children.institutionId, children.id] }).onDelete('cascade'),
    // The list's order within one gram, read backwards for newest first; gender last so the
    // gender filter reads the index only.
    index('children_name_grams_list_idx').on(t.institutionId, t.gram, t.createdAt, t.childId, t.gender),
  ],
);

/**
 * Stored files (modules/files): uploads and generated reports. The bytes live in the file storage
 * (local disk under UPLOAD_DIR, or an S3-compatible bucket) under `storage_path`, the key
 * <institution_id>/<yyyy-mm>/<random>.<ext>; the row is the only way to reach them, always
 * through the file's institution.
 */
export const files = pgTable(
  'files',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** The original file name as uploaded (or the report's name). */
    title: text('title').notNull(),
    extension: text('extension').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storagePath: text('storage_path').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: orderedCreatedAt(),
    /** What the file belongs to (a test id, a report id…): GET /api/system/file/list {from_id}. */
    fromId: text('from_id'),
    remark: text('remark').notNull().default(''),
    source: text('source').notNull().default('upload'),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    check('files_size_check', sql`${t.size} >= 0`),
    check('files_remark_check', sql`char_length(${t.remark}) <= 500`),
    check('files_source_check', sql`${t.source} in ('upload', 'report', 'transcode', 'case')`),
    index('files_from_idx').on(t.institutionId, t.fromId, t.createdAt),
  ],
);

/**
 * One-time links to a file (`once_id`, spec §7.4): only the SHA-256 of the id is stored. A link is
 * spent by one `UPDATE … WHERE used_at IS NULL AND expires_at > now() RETURNING`, so two requests
 * racing for it cannot both win. Looked up by hash alone (the request carries no token); the
 * institution stays in the key like every institution-owned table.
 */
export const fileOnceLinks = pgTable(
  'file_once_links',
  {
    institutionId: uuid('institution_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    fileId: uuid('file_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.tokenHash] }),
    foreignKey({ columns: [t.institutionId, t.fileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    index('file_once_links_token_idx').on(t.tokenHash),
    index('file_once_links_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Question banks and norms (content/, `npm run import-content`): global configuration like the
 * definitions, one row per tool and edition. `document` is the checked document without its
 * `schema_version` (in its own column, as for definitions); the key columns and `demonstration`
 * repeat fields of the document, and a check keeps them equal. The edition imported last
 * (`imported_at`) is the tool's current one.
 */
export const questionBanks = pgTable(
  'question_banks',
  {
    toolsType: text('tools_type').notNull(),
    bankVersion: text('bank_version').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    document: jsonb('document').notNull(),
    demonstration: boolean('demonstration').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.toolsType, t.bankVersion] }),
    check(
      'question_banks_document_check',
      sql`${t.document}->>'tools_type' = ${t.toolsType} and ${t.document}->>'bank_version' = ${t.bankVersion} and coalesce((${t.document}->>'demonstration')::boolean, false) = ${t.demonstration}`,
    ),
    index('question_banks_current_idx').on(t.toolsType, t.importedAt),
  ],
);

export const toolNorms = pgTable(
  'tool_norms',
  {
    toolsType: text('tools_type').notNull(),
    normsVersion: text('norms_version').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    document: jsonb('document').notNull(),
    demonstration: boolean('demonstration').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.toolsType, t.normsVersion] }),
    check(
      'tool_norms_document_check',
      sql`${t.document}->>'tools_type' = ${t.toolsType} and ${t.document}->>'norms_version' = ${t.normsVersion} and (${t.document}->>'demonstration')::boolean = ${t.demonstration}`,
    ),
    index('tool_norms_current_idx').on(t.toolsType, t.importedAt),
  ],
);

/**
 * Training content (content/courses, `npm run import-content`; format in packages/shared
 * src/training/README.md): activity catalogues and the courses built from them, global like the
 * banks, one row per key and edition, the same key, document and check columns. A course names
 * the exact catalogue edition its activities come from (the foreign key), so an activity a
 * student was given never changes under them. The edition imported last is the key's current one.
 */
export const activityCatalogues = pgTable(
  'activity_catalogues',
  {
    catalogueKey: text('catalogue_key').notNull(),
    catalogueVersion: text('catalogue_version').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    document: jsonb('document').notNull(),
    demonstration: boolean('demonstration').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.catalogueKey, t.catalogueVersion] }),
    check(
      'activity_catalogues_document_check',
      sql`${t.document}->>'catalogue_key' = ${t.catalogueKey} and ${t.document}->>'catalogue_version' = ${t.catalogueVersion} and coalesce((${t.document}->>'demonstration')::boolean, false) = ${t.demonstration}`,
    ),
    index('activity_catalogues_current_idx').on(t.catalogueKey, t.importedAt),
  ],
);

export const trainingCourses = pgTable(
  'training_courses',
  {
    courseKey: text('course_key').notNull(),
    courseVersion: text('course_version').notNull(),
    operationType: text('operation_type').notNull(),
    catalogueKey: text('catalogue_key').notNull(),
    catalogueVersion: text('catalogue_version').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    document: jsonb('document').notNull(),
    demonstration: boolean('demonstration').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.courseKey, t.courseVersion] }),
    foreignKey({ columns: [t.catalogueKey, t.catalogueVersion], foreignColumns: [activityCatalogues.catalogueKey, activityCatalogues.catalogueVersion] }),
    check('training_courses_operation_type_check', sql`${t.operationType} in ('Island', 'Ment')`),
    check(
      'training_courses_document_check',
      sql`${t.document}->>'course_key' = ${t.courseKey} and ${t.document}->>'course_version' = ${t.courseVersion} and ${t.document}->>'operation_type' = ${t.operationType} and ${t.document}->>'catalogue_key' = ${t.catalogueKey} and ${t.document}->>'catalogue_version' = ${t.catalogueVersion} and coalesce((${t.document}->>'demonstration')::boolean, false) = ${t.demonstration}`,
    ),
    index('training_courses_current_idx').on(t.courseKey, t.importedAt),
    index('training_courses_catalogue_idx').on(t.catalogueKey, t.catalogueVersion),
  ],
);

/**
 * A test of one child with one tool (spec test-and-training §3, §4). `library` is the test's own
 * copy of the bank's main library (`question`, `question_total`, `question_page_sort`) taken
 * when the test was created, so a later edition of the bank never changes what a test asked;
 * `bank_version` says which edition it was. `answer` / `answer_parents` map answer keys to
 * answer records. Scoring fills `scores` (the `scoreTest` result plus the intervention
 * `targets`), `is_at_risk_score` (true means fail) and `flagged_items_list` together: all three
 * are null until the test is scored. `report_version` is the spec's comma list.
 */
export const tests = pgTable(
  'tests',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    childrenId: uuid('children_id').notNull(),
    toolsType: text('tools_type').notNull(),
    status: text('status').notNull().default('Active'),
    testCode: text('test_code').notNull(),
    bankVersion: text('bank_version').notNull(),
    library: jsonb('library').notNull(),
    answer: jsonb('answer').notNull().default({}),
    answerParents: jsonb('answer_parents').notNull().default({}),
    isEnd: boolean('is_end').notNull().default(false),
    reportVersion: text('report_version'),
    isAtRiskScore: boolean('is_at_risk_score'),
    flaggedItemsList: jsonb('flagged_items_list'),
    scores: jsonb('scores'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    endedTime: timestamp('ended_time', { withTimezone: true }),
    /** The clinician's comments at the end of the test (test-and-training §2.2 item 5, §3 Test comment); printed in the report. */
    comments: text('comments'),
    /** The bank's additional (v2 'Additional' stage) and parents' libraries, copied at creation like `library`; null when the bank has none. */
    libraryAdditional: jsonb('library_additional'),
    libraryParents: jsonb('library_parents'),
    /** The parent's additional forms (parent chain): form name → submitted values. */
    parentsAdditional: jsonb('parents_additional').notNull().default({}),
    /** Set when a parent closed the test: the scores were computed on the parent's answers. */
    isShowParentsAnswer: boolean('is_show_parents_answer').notNull().default(false),
    /** When the test left Active (first begin or first answer). */
    startedTime: timestamp('started_time', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    // A child with tests is soft-deleted, never removed (the institution's own deletion cascades to both).
    foreignKey({ columns: [t.institutionId, t.childrenId], foreignColumns: [children.institutionId, children.id] }),
    // The bank edition stays while a test names it (replacing its document in place is allowed).
    foreignKey({ columns: [t.toolsType, t.bankVersion], foreignColumns: [questionBanks.toolsType, questionBanks.bankVersion] }),
    uniqueIndex('tests_code_key').on(t.institutionId, t.testCode),
    check('tests_status_check', sql.raw(`"status" in (${TEST_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('tests_ended_check', sql`not ${t.isEnd} or ${t.endedTime} is not null`),
    check('tests_scored_check', sql`(${t.scores} is null) = (${t.isAtRiskScore} is null) and (${t.scores} is null) = (${t.flaggedItemsList} is null)`),
    index('tests_list_idx').on(t.institutionId, t.createdTime, t.id),
    index('tests_child_idx').on(t.institutionId, t.childrenId, t.createdTime),
    check('tests_comments_check', sql`char_length(${t.comments}) <= 1000`),
    // The simultaneous-test limit counts a tool's tests in progress (IN_PROGRESS_TEST_STATUSES).
    index('tests_in_progress_idx').on(t.institutionId, t.toolsType).where(sql.raw(`"status" in ('Additional', 'ParentsTesting', 'Testing')`)),
  ],
);

/**
 * Generated reports (modules/reports, spec §3 Report, §7.3): one row per test and version, naming
 * its PDF (what the report call answers and the browser previews) and the same report as one HTML
 * page. Both files belong to the test (`files.from_id` = test id, source 'report'). Regenerating
 * (reload) replaces the row's files. The test's `report_version` comma list is kept equal to the
 * versions listed here, in the same transaction that uses the report quota.
 */
export const reports = pgTable(
  'reports',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    testId: uuid('test_id').notNull(),
    toolsType: text('tools_type').notNull(),
    reportVersion: text('report_version').notNull(),
    /** The language the report is written in (the requesting user's). */
    locale: text('locale').notNull(),
    fileId: uuid('file_id').notNull(),
    htmlFileId: uuid('html_file_id').notNull(),
    /** The authorisation row whose quota this report used. */
    authorizationId: uuid('authorization_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    unique('reports_test_version_key').on(t.institutionId, t.testId, t.reportVersion),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    // Deleting a report's file removes the report: the next call generates it again.
    foreignKey({ columns: [t.institutionId, t.fileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.htmlFileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    check('reports_locale_check', sql`${t.locale} in ('zh', 'en')`),
    // Deleting a file looks up the reports that name it.
    index('reports_file_idx').on(t.institutionId, t.fileId),
    index('reports_html_file_idx').on(t.institutionId, t.htmlFileId),
    // The Reports page lists an institution's reports newest first, a page at a time.
    index('reports_created_idx').on(t.institutionId, t.createdAt, t.id),
  ],
);

/**
 * Video transcodes (modules/videos, spec §3 "Video transcode", §4.4): one row per uploaded mp4 an
 * institution asked to watch, made by the first status call. `attempt` grows with every (re)start
 * and a job writes only the row of its own attempt, so a stale job cannot overwrite a newer one.
 * `deadline_at` is when a Pending or Transcoding row counts as lost (its process died): the next
 * status call then records it as Failed. Completed rows name the transcoded copy (a `files` row
 * with source 'transcode'); deleting either file removes the row, so the next call starts over.
 * `failure_reason` is an error-catalogue key (translated when answered); `failure_detail` is the
 * end of ffmpeg's output, for the operator, never sent to the browser.
 */
export const videoTranscodes = pgTable(
  'video_transcodes',
  {
    institutionId: uuid('institution_id').notNull(),
    originFileId: uuid('origin_file_id').notNull(),
    state: text('state').notNull().default('Pending'),
    attempt: integer('attempt').notNull().default(1),
    transcodedFileId: uuid('transcoded_file_id'),
    failureReason: text('failure_reason'),
    failureDetail: text('failure_detail'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.originFileId] }),
    foreignKey({ columns: [t.institutionId, t.originFileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.transcodedFileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    check('video_transcodes_state_check', sql.raw(`"state" in (${VIDEO_STATES.map((s) => `'${s}'`).join(', ')})`)),
    check('video_transcodes_completed_check', sql`(${t.state} = 'Completed') = (${t.transcodedFileId} is not null)`),
    check('video_transcodes_failed_check', sql`(${t.state} = 'Failed') = (${t.failureReason} is not null)`),
    check('video_transcodes_attempt_check', sql`${t.attempt} >= 1`),
    // Deleting a file looks up the transcodes that name it as their copy.
    index('video_transcodes_transcoded_idx').on(t.institutionId, t.transcodedFileId),
  ],
);

const ANSWER_SIDES = `'clinician', 'parents'`;

/**
 * The newest change stored per answer key and side (DESIGN "Answer changes", shared `supersedes`):
 * a change from the same device with a lower seq arrived out of order and is not applied. Changes
 * without device_id/seq (other clients) store device_id '' and seq 0 and always apply.
 */
export const testAnswerVersions = pgTable(
  'test_answer_versions',
  {
    institutionId: uuid('institution_id').notNull(),
    testId: uuid('test_id').notNull(),
    side: text('side').notNull(),
    key: text('key').notNull(),
    deviceId: text('device_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.testId, t.side, t.key] }),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    check('test_answer_versions_side_check', sql.raw(`"side" in (${ANSWER_SIDES})`)),
  ],
);

/**
 * Exactly once: every (test, device, seq) the server received, written in the transaction that
 * applied it (or found it superseded). A replay hits the key and is acknowledged unchanged.
 * Written only by the SQL function test_apply_change (migration 0009), with the versions above.
 */
export const testAnswerLog = pgTable(
  'test_answer_log',
  {
    institutionId: uuid('institution_id').notNull(),
    testId: uuid('test_id').notNull(),
    deviceId: text('device_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    side: text('side').notNull(),
    key: text('key').notNull(),
    applied: boolean('applied').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.testId, t.deviceId, t.seq] }),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    check('test_answer_log_side_check', sql.raw(`"side" in (${ANSWER_SIDES})`)),
  ],
);

/**
 * A test's parent link (QR code, spec §3 QR token record). The token is stored plain: it is
 * printed on the code and shown again when the modal reopens. One live token per test (a partial
 * unique index): refreshing revokes the old one in the same transaction.
 */
export const testQrTokens = pgTable(
  'test_qr_tokens',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    testId: uuid('test_id').notNull(),
    token: text('token').notNull().unique(),
    /** Short code a person can type instead of scanning. */
    code: text('code').notNull(),
    createdAt: orderedCreatedAt(),
    failureAt: timestamp('failure_at', { withTimezone: true }).notNull(),
    seconds: integer('seconds').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    uniqueIndex('test_qr_tokens_live_key').on(t.institutionId, t.testId).where(sql`${t.revokedAt} is null`),
    check('test_qr_tokens_seconds_check', sql`${t.seconds} > 0`),
  ],
);

/**
 * A parent's session opened from a QR token (platform-core §7.1 `temtoken`): only the SHA-256 of
 * the tem_token is stored, as for login sessions. It reaches its one test and nothing else.
 */
export const temporarySessions = pgTable(
  'temporary_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    institutionId: uuid('institution_id').notNull(),
    testId: uuid('test_id').notNull(),
    qrTokenId: uuid('qr_token_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    classType: text('class_type'),
  },
  (t) => [
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.qrTokenId], foreignColumns: [testQrTokens.institutionId, testQrTokens.id] }).onDelete('cascade'),
    index('temporary_sessions_test_idx').on(t.institutionId, t.testId),
    index('temporary_sessions_expires_idx').on(t.expiresAt),
  ],
);

/** A child's extra information (children/extra/info|update): free-form values of its form. */
export const childrenExtra = pgTable(
  'children_extra',
  {
    institutionId: uuid('institution_id').notNull(),
    childrenId: uuid('children_id').notNull(),
    info: jsonb('info').notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.childrenId] }),
    foreignKey({ columns: [t.institutionId, t.childrenId], foreignColumns: [children.institutionId, children.id] }).onDelete('cascade'),
  ],
);

/**
 * Phone and e-mail verification codes (spec §4, §5): only a hash of the code is stored; a code
 * expires, counts failed attempts, is verified once and consumed once. Sending is rate-limited by
 * counting recent rows per (channel, target) and per requester; the index serves both the limit
 * and "the newest code of this target". Not institution-owned: parents and sign-ups have none.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: orderedCreatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The client address that asked for the code (rate limit per address). */
    requester: text('requester').notNull(),
    institutionId: uuid('institution_id'),
  },
  (t) => [
    check('verification_codes_channel_check', sql`${t.channel} in ('phone', 'email')`),
    check('verification_codes_attempts_check', sql`${t.attempts} >= 0`),
    index('verification_codes_target_idx').on(t.channel, t.target, t.createdAt),
    index('verification_codes_requester_idx').on(t.requester, t.createdAt),
    index('verification_codes_expires_idx').on(t.expiresAt),
  ],
);

/** Lottie animations (spec §3 animation, `lottie/select`): global configuration like menus. */
export const lottieAnimations = pgTable('lottie_animations', {
  lottieKey: text('lottie_key').primaryKey(),
  jsonPath: text('json_path').notNull(),
  assetsList: jsonb('assets_list').notNull().default([]),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});

const COMPASS_STATUS_SQL = `'Edit', 'Close', 'Custom'`;

/**
 * Compass (assessment-plan) cases (test-and-training §3, §4 'Compass'; modules/compass). A v1 case
 * keeps the section forms it was made with (`from_info`) and their values (`edit_from_info`); a
 * v2 case its paragraphs' template (`complaint_info`) and the clinician's version, the four
 * toggles and the dynamic-state form. Edit → Close (locked) → Custom (PDF generated); a locked
 * case is never edited again (the service refuses, under the row's lock).
 */
export const compassCases = pgTable(
  'compass_cases',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    childrenId: uuid('children_id').notNull(),
    version: text('version').notNull(),
    status: text('status').notNull().default('Edit'),
    fromInfo: jsonb('from_info').notNull().default([]),
    complaintInfo: jsonb('complaint_info'),
    editFromInfo: jsonb('edit_from_info').notNull().default({}),
    editComplaintInfo: jsonb('edit_complaint_info'),
    openType: jsonb('open_type').notNull().default({}),
    dynamicState: jsonb('dynamic_state').notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: orderedCreatedAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.childrenId], foreignColumns: [children.institutionId, children.id] }).onDelete('cascade'),
    check('compass_cases_status_check', sql.raw(`"status" in (${COMPASS_STATUS_SQL})`)),
    check('compass_cases_version_check', sql`${t.version} in ('v1', 'v2')`),
    check('compass_cases_closed_check', sql`(${t.status} = 'Edit') = (${t.closedAt} is null)`),
    index('compass_cases_list_idx').on(t.institutionId, t.createdAt, t.id),
    index('compass_cases_children_idx').on(t.institutionId, t.childrenId),
  ],
);

/** The test reports a case is bound to (`link_report_ids`, in order). A deleted report unbinds itself. */
export const compassCaseReports = pgTable(
  'compass_case_reports',
  {
    institutionId: uuid('institution_id').notNull(),
    caseId: uuid('case_id').notNull(),
    reportId: uuid('report_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.caseId, t.reportId] }),
    foreignKey({ columns: [t.institutionId, t.caseId], foreignColumns: [compassCases.institutionId, compassCases.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.reportId], foreignColumns: [reports.institutionId, reports.id] }).onDelete('cascade'),
    index('compass_case_reports_report_idx').on(t.institutionId, t.reportId),
  ],
);

/**
 * The PDFs of a case (and of a summary report: `case_id` is then the summary's id, kind
 * 'summary'), one row per version ('1', '2'…) like `reports` keeps a test's. Files cascade.
 */
export const caseReports = pgTable(
  'case_reports',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    caseId: uuid('case_id').notNull(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    locale: text('locale').notNull(),
    fileId: uuid('file_id').notNull(),
    htmlFileId: uuid('html_file_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: orderedCreatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    unique('case_reports_version_key').on(t.institutionId, t.caseId, t.version),
    foreignKey({ columns: [t.institutionId, t.fileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.htmlFileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    check('case_reports_kind_check', sql`${t.kind} in ('v1', 'v2', 'summary')`),
    check('case_reports_locale_check', sql`${t.locale} in ('zh', 'en')`),
    check('case_reports_version_check', sql`${t.version} >= 1`),
    index('case_reports_file_idx').on(t.institutionId, t.fileId),
    index('case_reports_html_file_idx').on(t.institutionId, t.htmlFileId),
  ],
);

/**
 * A child's summary report (test-and-training §4 'Summary'): one per child, Edit until its PDF is
 * generated, then Close with the tests it showed frozen in `content`.
 */
export const summaryReports = pgTable(
  'summary_reports',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    childrenId: uuid('children_id').notNull(),
    status: text('status').notNull().default('Edit'),
    content: jsonb('content'),
    createdAt: orderedCreatedAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    unique('summary_reports_children_key').on(t.institutionId, t.childrenId),
    foreignKey({ columns: [t.institutionId, t.childrenId], foreignColumns: [children.institutionId, children.id] }).onDelete('cascade'),
    check('summary_reports_status_check', sql`${t.status} in ('Edit', 'Close')`),
    check('summary_reports_closed_check', sql`(${t.status} = 'Close') = (${t.closedAt} is not null and ${t.content} is not null)`),
  ],
);

/** Wjx questionnaires (test-and-training §3 'Wjx questionnaire'): content and parameters per institution. */
export const wjxConfigs = pgTable(
  'wjx_configs',
  {
    institutionId: uuid('institution_id').notNull(),
    wjxId: text('wjx_id').notNull(),
    wjxContent: text('wjx_content').notNull().default(''),
    fromParams: jsonb('from_params').notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.wjxId] }),
    foreignKey({ columns: [t.institutionId], foreignColumns: [institutions.id] }).onDelete('cascade'),
  ],
);

/**
 * A child enrolled in one training course edition (test-and-training §3 'Language student/course').
 * `timeline_info` is the edition's operation_type, class_version_type, name and island_config,
 * copied at enrolment with the nodes and activities below, so the student keeps what it was given.
 * `run_activity_id` is the activity being executed (the spec's run_activity); null when none is.
 */
export const trainingStudents = pgTable(
  'training_students',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    childrenId: uuid('children_id').notNull(),
    courseKey: text('course_key').notNull(),
    courseVersion: text('course_version').notNull(),
    timelineInfo: jsonb('timeline_info').notNull(),
    activationTime: timestamp('activation_time', { withTimezone: true }).notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    totalDay: integer('total_day').notNull(),
    islandStayDays: integer('island_stay_days').notNull().default(0),
    lockList: jsonb('lock_list').notNull().default([]),
    reservationInfo: jsonb('reservation_info'),
    isReservationStage: boolean('is_reservation_stage').notNull().default(false),
    lockedAt2: boolean('locked_at_2').notNull().default(false),
    orderCode: text('order_code').notNull().default(''),
    otherRemarks: text('other_remarks').notNull().default(''),
    runActivityId: uuid('run_activity_id'),
    /** When the training scheduler looks at this student next (its next node edge or local midnight); the epoch: at once. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull().default(sql`'1970-01-01T00:00:00Z'`),
    /** The end of the last node, set by the scheduler once every node has ended: the course is over. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: orderedCreatedAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.childrenId], foreignColumns: [children.institutionId, children.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.courseKey, t.courseVersion], foreignColumns: [trainingCourses.courseKey, trainingCourses.courseVersion] }),
    unique('training_students_child_course_key').on(t.institutionId, t.childrenId, t.courseKey, t.courseVersion),
    check('training_students_total_day_check', sql`${t.totalDay} between 1 and 3650`),
    index('training_students_list_idx').on(t.institutionId, t.createdAt, t.id),
    index('training_students_due_idx').on(t.nextDueAt).where(sql`${t.finishedAt} is null`),
  ],
);

/** A node of a student's timeline: its own start time and duration in whole days. */
export const trainingNodes = pgTable(
  'training_nodes',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    position: integer('position').notNull(),
    nodeKey: text('node_key').notNull(),
    name: jsonb('name').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    durationTime: integer('duration_time').notNull(),
    active: boolean('active').notNull().default(false),
    ended: boolean('ended').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.studentId], foreignColumns: [trainingStudents.institutionId, trainingStudents.id] }).onDelete('cascade'),
    unique('training_nodes_position_key').on(t.institutionId, t.studentId, t.position),
    check('training_nodes_duration_check', sql`${t.durationTime} between 1 and 3650`),
  ],
);

/**
 * An activity of a node, copied from the catalogue edition (name, content, feedback type) when
 * the timeline was made or the activity inserted. `results` is what the parent sent back.
 */
export const trainingActivities = pgTable(
  'training_activities',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    nodeId: uuid('node_id').notNull(),
    position: integer('position').notNull(),
    operationsId: text('operations_id').notNull(),
    feedbackType: text('feedback_type').notNull(),
    name: jsonb('name').notNull(),
    content: jsonb('content').notNull(),
    contentDescription: jsonb('content_description'),
    needForLoop: boolean('need_for_loop').notNull().default(false),
    /** The catalogue activity's questions, learning_scores and media, copied like its name and content. */
    questions: jsonb('questions').notNull().default([]),
    learningScores: doublePrecision('learning_scores'),
    media: jsonb('media').notNull().default([]),
    results: jsonb('results'),
    resultsAt: timestamp('results_at', { withTimezone: true }),
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
    skippedBy: uuid('skipped_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.nodeId], foreignColumns: [trainingNodes.institutionId, trainingNodes.id] }).onDelete('cascade'),
    unique('training_activities_node_key').on(t.institutionId, t.nodeId, t.operationsId),
    index('training_activities_student_idx').on(t.institutionId, t.studentId, t.nodeId, t.position),
  ],
);

/**
 * A student's parent link (issue 10: like a test's QR link, for a course that lasts weeks). The
 * token is stored plain because the portal shows it again; one live link per student, renewing
 * revokes the old one in the same transaction.
 */
export const trainingParentLinks = pgTable(
  'training_parent_links',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    token: text('token').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: orderedCreatedAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.studentId], foreignColumns: [trainingStudents.institutionId, trainingStudents.id] }).onDelete('cascade'),
    uniqueIndex('training_parent_links_live_key').on(t.institutionId, t.studentId).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * A bookable start time of a specialist (test-and-training §3 'Specialist inquiry slot'): blocked
 * by staff, or booked by one video appointment (`appointment_id`). A booked slot is never blocked.
 */
export const specialistSlots = pgTable(
  'specialist_slots',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    specialistId: uuid('specialist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    blocked: boolean('blocked').notNull().default(false),
    appointmentId: uuid('appointment_id'),
    createdAt: orderedCreatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId], foreignColumns: [institutions.id] }).onDelete('cascade'),
    unique('specialist_slots_time_key').on(t.institutionId, t.specialistId, t.startsAt),
    uniqueIndex('specialist_slots_appointment_key').on(t.institutionId, t.appointmentId).where(sql`${t.appointmentId} is not null`),
    // A booking ends with its appointment (a student removed takes its appointments along): the
    // slot opens again. The migration spells it ON DELETE SET NULL ("appointment_id"), as for
    // appointments' video file below: institution_id must stay.
    foreignKey({ columns: [t.institutionId, t.appointmentId], foreignColumns: [trainingVideoAppointments.institutionId, trainingVideoAppointments.id] }).onDelete('set null'),
    check('specialist_slots_booked_check', sql`not (${t.blocked} and ${t.appointmentId} is not null)`),
  ],
);

/**
 * A parent's request for a video consultation (test-and-training §3 'Video appointment'): status
 * 0 pending → 1 handled, once. `request_id` is made on the phone so a resent request is one row.
 */
export const trainingVideoAppointments = pgTable(
  'training_video_appointments',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    requestId: uuid('request_id').notNull(),
    status: integer('status').notNull().default(0),
    islandName: jsonb('island_name').notNull(),
    videoFileId: uuid('video_file_id'),
    message: text('message').notNull(),
    slotId: uuid('slot_id'),
    createdAt: orderedCreatedAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.studentId], foreignColumns: [trainingStudents.institutionId, trainingStudents.id] }).onDelete('cascade'),
    // The migration spells this ON DELETE SET NULL ("video_file_id") (PostgreSQL 15): a plain SET
    // NULL would also null institution_id, which cannot be null, and fail the file's deletion.
    foreignKey({ columns: [t.institutionId, t.videoFileId], foreignColumns: [files.institutionId, files.id] }).onDelete('set null'),
    unique('training_video_appointments_request_key').on(t.institutionId, t.studentId, t.requestId),
    check('training_video_appointments_status_check', sql`${t.status} in (0, 1)`),
    index('training_video_appointments_student_idx').on(t.institutionId, t.studentId, t.createdAt),
  ],
);
