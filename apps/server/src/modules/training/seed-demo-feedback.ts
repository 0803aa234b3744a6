/**
 * The demo parents' feedback (seed-training-demo.ts): submissions in the feedback.ts shape, one
 * builder per feedback type, written as the parent's call would leave them (results = a list,
 * oldest first; a looping activity gets one per institution day). Answers are fixed per student
 * "profile" so the portal views show varied but reproducible figures: scores that give different
 * accuracies, stars 0–3 (one stored 0), learning times either side of the 1.5-hour rule.
 */
import { randomUUID } from 'node:crypto';
import { institutionDay, type AnswerRecord, type FeedbackFile, type FeedbackSubmission, type FeedbackType } from '@portal/shared';

/** The demo uploads a student's parent "sent": file_list entries of files stored for that student. */
export interface DemoUploads {
  clip: FeedbackFile;
  photo: FeedbackFile;
  voice: FeedbackFile;
}

export interface ActivityToAnswer {
  operationsId: string;
  feedbackType: FeedbackType;
  needForLoop: boolean;
}

/** The words and notes a demo parent writes, by activity. */
const NOTES = [
  '今天第一次说了“再见”，还会挥手。',
  '会说“要喝水”了，以前只会指。',
  '看到小狗自己说“汪汪”，很开心。',
];
const WORDS = ['妈妈、抱抱、车车', '喝水、小猫、再见、球', '苹果、鞋子、上面、不要'];

/**
 * The answers of one submission. `n` is the submission's index (0 = first answer), `profile`
 * varies the figures between students; the first answer of profile 0 stores a star of 0.
 */
function answersOf(operationsId: string, n: number, profile: number, uploads: DemoUploads): AnswerRecord[] {
  const star = (base: number) => (profile === 0 && n === 0 ? 0 : Math.min(3, base + ((n + profile) % 2)));
  switch (operationsId) {
    case 'look-and-name':
      return [
        { question_id: 'named', scores: Math.min(5, 2 + n + (profile % 2)) },
        { question_id: 'enjoyed', star: star(2) },
      ];
    case 'story-time':
      return [
        { question_id: 'pointed', scores: Math.min(4, 1 + n + (profile % 2)) },
        { question_id: 'story-stars', star: star(1) },
      ];
    case 'turn-taking':
      return [
        { question_id: 'waited', scores: 2 + (profile % 2), upload_count: 1, file_list: [uploads.photo] },
        { question_id: 'said-turn', star: star(2), content: profile % 2 === 0 ? '会说“到我了”，有时要提醒。' : '能等两轮，第三轮着急了。' },
      ];
    case 'sound-play':
      return [{ question_id: 'copied', scores: 1 + (profile % 3) }];
    case 'word-list':
      return [{ question_id: 'new-words', content: WORDS[profile % WORDS.length]! }];
    default:
      return [];
  }
}

/** Learning minutes reported: under and over the 1.5-hour line of the duration rule. */
const MINUTES = [20, 45, 95, 130, 30, 60];

export function demoSubmission(
  activity: ActivityToAnswer,
  n: number,
  profile: number,
  at: Date,
  timeZone: string,
  uploads: DemoUploads,
): FeedbackSubmission {
  const base: FeedbackSubmission = {
    submission_id: randomUUID(),
    type: activity.feedbackType,
    submitted_at: at.toISOString(),
    day: institutionDay(at, timeZone),
    learning_seconds: MINUTES[(n + profile) % MINUTES.length]! * 60,
  };
  switch (activity.feedbackType) {
    case 'Blank':
      return base;
    case 'Text':
      return { ...base, content: NOTES[(n + profile) % NOTES.length]! };
    case 'File':
      // Profile 1 sends a voice note with the clip: the view lists both kinds.
      return { ...base, content: '在客厅玩积木（演示上传）', file_list: profile === 1 ? [uploads.clip, uploads.voice] : [uploads.clip] };
    case 'Problem':
    case 'Array':
    case 'Island':
      return { ...base, answers: answersOf(activity.operationsId, n, profile, uploads) };
  }
}
