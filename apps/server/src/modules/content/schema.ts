/**
 * Tables of the content domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/** Lottie animations (`lottie/select`): global configuration like menus. */
export const lottieAnimations = pgTable('lottie_animations', {
  lottieKey: text('lottie_key').primaryKey(),
  jsonPath: text('json_path').notNull(),
  assetsList: jsonb('assets_list').notNull().default([]),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});
