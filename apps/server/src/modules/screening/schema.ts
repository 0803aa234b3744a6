/**
 * Tables of the early-screening domain. An early record is one child of the institution in its
 * screening programme; `its_test_id` is the Dream-ITS screening test it is taken with (the latest:
 * a rescreen links a new one). `is_fail` and `screened_at` are written by the trigger of migration
 * `early_screening` when that test closes scored, in the closing transaction (testing knows nothing
 * of screening). Changing a table: `npm run db:generate -w @portal/server`.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderedCreatedAt } from '../../db/columns';
import { children } from '../children/schema';
import { users } from '../identity/schema';
import { institutions } from '../institutions/schema';
import { tests } from '../testing/schema';
import { trainingStudents } from '../training/schema';

export const screeningRecords = pgTable(
  'screening_records',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    childrenId: uuid('children_id').notNull(),
    parentName: text('parent_name'),
    phone: text('phone'),
    followStatus: text('follow_status').notNull().default('Following'),
    notFollow: boolean('not_follow').notNull().default(false),
    isFail: boolean('is_fail'),
    screenedAt: timestamp('screened_at', { withTimezone: true }),
    itsTestId: uuid('its_test_id'),
    itsAppointmentTime: timestamp('its_appointment_time', { withTimezone: true }),
    lbReturnVisitTime: timestamp('lb_return_visit_time', { withTimezone: true }),
    linkLanguageStudentsId: uuid('link_language_students_id'),
    orderCode: text('order_code'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    /** The order code the screening test was taken under (`early/its/qrcode`'s `order_code`). */
    itsOrderCode: text('its_order_code'),
    /** The parent's link `/its/run/early/{cid}`: random, made with the first QR code. */
    cid: text('cid'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: orderedCreatedAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.childrenId], foreignColumns: [children.institutionId, children.id] }),
    foreignKey({ columns: [t.institutionId, t.itsTestId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('set null'),
    foreignKey({ columns: [t.institutionId, t.linkLanguageStudentsId], foreignColumns: [trainingStudents.institutionId, trainingStudents.id] }).onDelete('set null'),
    uniqueIndex('screening_records_child_key').on(t.institutionId, t.childrenId),
    uniqueIndex('screening_records_cid_key').on(t.cid),
    index('screening_records_list_idx').on(t.institutionId, t.createdAt, t.id),
    index('screening_records_test_idx').on(t.institutionId, t.itsTestId),
    check('screening_records_follow_check', sql`${t.followStatus} in ('Following', 'Close')`),
    check('screening_records_purchase_check', sql`(${t.orderCode} is null) = (${t.purchasedAt} is null)`),
  ],
);

export type ScreeningRecordRow = typeof screeningRecords.$inferSelect;

/** The follow-up messages of a record (`message/flow/add`); `return_visit` ones are `from_recover_message`. */
export const screeningMessages = pgTable(
  'screening_messages',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    recordId: uuid('record_id').notNull(),
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: orderedCreatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.recordId], foreignColumns: [screeningRecords.institutionId, screeningRecords.id] }).onDelete('cascade'),
    index('screening_messages_record_idx').on(t.institutionId, t.recordId, t.createdAt),
    check('screening_messages_kind_check', sql`${t.kind} in ('follow', 'return_visit')`),
    check('screening_messages_content_check', sql`char_length(${t.content}) between 1 and 1000`),
  ],
);

/** Per institution: how many months after a monitoring-zone screening the child is rescreened (default 2). */
export const screeningSettings = pgTable(
  'screening_settings',
  {
    institutionId: uuid('institution_id')
      .primaryKey()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    rescreenMonths: integer('rescreen_months').notNull().default(2),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('screening_settings_months_check', sql`${t.rescreenMonths} between 1 and 24`)],
);
