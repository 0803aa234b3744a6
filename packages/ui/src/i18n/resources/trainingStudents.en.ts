/** English texts of the training student page and its timeline dialog: the same keys as trainingStudents.zh.ts (the type checks it). */
import type { trainingStudentsZh } from './trainingStudents.zh';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const trainingStudentsEn: Texts<typeof trainingStudentsZh> = {
  created: 'Student enrolled',
  type: { Island: 'Language islands', Ment: 'Early language at home' },
  tag: { running: 'Running', hasResults: 'Feedback received', awaitingFeedback: 'Awaiting feedback', neutral: 'No feedback needed', skipped: 'Skipped' },
  link: {
    created: 'Link made {{time}}',
    hint: "The parent scans the code or opens the link on a phone to see the day's activity and send feedback, without an account.",
    renew: 'Renew',
    renewTitle: 'Renew the parent link?',
    renewText: 'The old link and QR code stop working at once; the parent needs the new one.',
    renewed: 'A new parent link was made',
    failed: 'The parent link could not be loaded',
    fileName: 'parent-link',
  },
  timeline: {
    child: 'Child',
    course: 'Course',
    activated: 'Activated',
    totalDays: 'Planned days',
    usedDays: 'Days elapsed',
    days: '{{n}} d',
    appointments: 'Video consultations',
    viewAppointments: 'View ({{n}})',
    tabTimeline: 'Timeline',
    tabIslands: 'Island results',
    nodeTimes: 'Starts {{start}} · {{days}} d',
    noActivities: 'No activities in this node',
    viewFeedback: 'View feedback ({{n}})',
    skip: 'Skip',
    skipped: 'The activity was skipped',
    editTimes: 'Edit times',
    startDate: 'Start date',
    startFixed: 'The node has started: its start date can no longer change',
    duration: 'Duration (days)',
    daysUnit: 'd',
    required: 'Cannot be empty',
    insert: 'Insert an activity',
    activity: 'Activity',
    loadFailed: "The student's timeline could not be loaded",
  },
};
