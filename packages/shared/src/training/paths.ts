/**
 * The paths of the language-training calls, spelled as the spec gives them (or ours where it names
 * none). Kept apart from the zod schemas so the parent's phone pages can import them without zod.
 */

/** The student calls (api.ts). */
export const TRAINING_PATHS = {
  list: '/api/language/students/list',
  create: '/api/language/students/create',
  info: '/api/language/students/info',
  update: '/api/language/students/update',
  timeUpdate: '/api/language/students/time/update',
  nodeUpdate: '/api/language/students/node/update',
  skip: '/api/language/students/skip/feedback',
  islandConfiguration: '/api/language/students/island_configurations/:id',
} as const;

/** Video appointments and specialist slots, the staff side (consultation.ts). */
export const CONSULTATION_PATHS = {
  /** Spec: `PUT /api/language/video_appointments/{id} {status}`. */
  appointmentUpdate: '/api/language/video_appointments/:id',
  /** Our path: the institution's appointments (the portal's table modal across students). */
  appointmentList: '/api/language/video_appointments',
  /** Spec: `GET /api/language/specialist_inquires?specialist=`. */
  slots: '/api/language/specialist_inquires',
  /** Spec: `PUT /api/language/switch_inquiry_disable {specialist, appointment_id, appointment_date, blocked}`. */
  switchBlocked: '/api/language/switch_inquiry_disable',
  /** Our path: add slots for a specialist. */
  slotsAdd: '/api/language/specialist_inquires/add',
  /** Our path: the users who can be chosen as specialists (the institution's users). */
  specialists: '/api/language/specialists',
} as const;

/** The parent's side (parent-api.ts), and the staff call that makes a student's parent link. */
export const TRAINING_PARENT_PATHS = {
  /** Staff: make (or with `refresh`, renew) a student's parent link. */
  link: '/api/language/students/link',
  /** Parent: the student, the timeline summary and today's activities. */
  today: '/api/language/parent/today',
  /** Parent: one activity with its content, media, questions and the submissions so far. */
  activity: '/api/language/parent/activity',
  /** Parent: send feedback (idempotent by submission_id). */
  feedback: '/api/language/parent/feedback',
  /** Parent: upload one file (multipart, field `file`; jpg, jpeg, png, mp4, m4a, mp3). */
  upload: '/api/language/parent/upload',
  /** Parent: open specialist slots of the institution. */
  slots: '/api/language/parent/slots',
  /** Parent: ask for a video consultation. */
  appointment: '/api/language/parent/video_appointment',
  /**
   * A course media file (an activity's `media[].path` under the repository's content/media/),
   * public like question audio under /oss: a <video> or <audio> element cannot send a header,
   * and course content belongs to no institution.
   */
  media: '/oss/training/*',
} as const;

/** The tool-site route of a parent link. */
export const TRAINING_PARENT_ROUTE = '/training/token/';
