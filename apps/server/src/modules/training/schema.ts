/**
 * Tables of the training domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderedCreatedAt } from '../../db/columns';
import { children } from '../children/schema';
import { trainingCourses } from '../content/schema';
import { files } from '../files/schema';
import { users } from '../identity/schema';
import { institutions } from '../institutions/schema';

/**
 * A child enrolled in one training course edition.
 * `timeline_info` is the edition's operation_type, class_version_type, name and island_config,
 * copied at enrolment with the nodes and activities below, so the student keeps what it was given.
 * `run_activity_id` is the activity being executed (run_activity in the answers); null when none is.
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
 * A bookable start time of a specialist: blocked by staff, or booked by one video appointment
 * (`appointment_id`). A booked slot is never blocked.
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
 * A parent's request for a video consultation: status 0 pending → 1 handled, once. `request_id`
 * is made on the phone so a resent request is one row.
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
