/**
 * Tables of the content domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { institutions } from '../institutions/schema';

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

/**
 * News, help articles and catalogue products (the content pages; packages/shared
 * content/articles-api.ts). `institution_id` null is a global article: shipped with the product
 * (`seed_key` names it, so a start adds a missing one and never overwrites an edit) or written by
 * the product administrator; every institution reads it, only that administrator changes it.
 * Otherwise the row is that institution's own, read and written there only. Because a global row
 * has no institution, the key is the id alone (a Citus reference-style table: small, read often).
 * `content` is stored already sanitised; the product columns are used by kind 'product' only.
 */
export const contentArticles = pgTable(
  'content_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id').references(() => institutions.id),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    seedKey: text('seed_key'),
    name: text('name').notNull(),
    summary: text('summary'),
    coverUrl: text('cover_url'),
    linkUrl: text('link_url'),
    content: text('content').notNull().default(''),
    published: boolean('published').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    testPrice: numeric('test_price', { precision: 12, scale: 2, mode: 'number' }),
    videoUrl: text('video_url'),
    forCollectionApp: boolean('for_collection_app').notNull().default(false),
    version: integer('version').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** Soft delete: a deleted shipped article stays deleted (its seed_key is still taken). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('content_articles_kind_check', sql`${t.kind} in ('news', 'help', 'product')`),
    check('content_articles_locale_check', sql`${t.locale} in ('zh', 'en')`),
    check('content_articles_ages_check', sql`${t.minAge} is null or ${t.maxAge} is null or ${t.minAge} <= ${t.maxAge}`),
    uniqueIndex('content_articles_seed_key_idx').on(t.seedKey),
    index('content_articles_reader_idx').on(t.kind, t.locale, t.published, t.institutionId),
  ],
);
