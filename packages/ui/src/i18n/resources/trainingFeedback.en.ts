/** English texts of the language-training feedback views (portal): the same keys as trainingFeedback.zh.ts. */
import type { trainingFeedbackZh } from './trainingFeedback.zh';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const trainingFeedbackEn: Texts<typeof trainingFeedbackZh> = {
  awaiting: 'Awaiting feedback',
  answerN: 'Answer {{n}}',
  answers: 'Answers: {{n}}',
  submittedAt: 'Submitted',
  day: 'Day',
  learningDuration: 'Learning time',
  accuracy: 'Accuracy',
  stars: 'Stars',
  scores: 'Score',
  uploadCount: 'Uploads',
  content: 'Content',
  description: 'Notes',
  files: 'Uploaded files',
  download: 'Download',
  notAnswered: 'Not answered',
  question: 'Question {{id}}',
  blankDone: 'The parent completed this activity (it takes no feedback content)',
  planTable: 'Activity plan',
  answerRecords: 'Answer records',
  variantEasy: 'Easy for the child: follow-up items shown',
  variantBasic: 'Basic items',
  followUp: 'Follow-up',
  noIslandConfig: 'This course has no island configuration',
  step: { active: 'Running', ended: 'Done', pending: 'Not yet' },
  practice: 'Practice',
  learning: 'Learning',
  videoDetails: 'Video details',
  noVideos: 'No videos yet',
};
