/**
 * A student of an Island course (the demonstration course's shape) with feedback of every type, for
 * the unit tests and the browser harness (e2e/training-feedback/). Files name real uploads when
 * the harness passes their ids; the unit tests never read them.
 */
import { FILE_RAW_PREFIX, type FeedbackFile, type FeedbackSubmission, type IslandConfig, type TrainingActivity, type TrainingStudent } from '@portal/shared';

export interface FixtureFiles {
  image: string;
  video: string;
  audio: string;
  other: string;
}

const file = (id: string, title: string, extension: string): FeedbackFile => ({ file_id: id, file_path: `${FILE_RAW_PREFIX}${id}`, extension, title });

export const fixtureConfig: IslandConfig = {
  backend: {
    date_indexs: [0, 3, 6],
    date_indexs_titles: [{ zh: '第1天', en: 'Day 1' }, { zh: '第8天', en: 'Day 8' }, { zh: '第15天', en: 'Day 15' }],
    learning_indexs: [1, 3, 6, 7],
    paratice_indexs: [1, 6],
    all_videos_indexs: [4],
    table_keys: ['named', 'waited', 'pointed'],
    titles: [{ zh: '命名', en: 'Naming' }, { zh: '轮流', en: 'Turn-taking' }, { zh: '指认', en: 'Pointing' }],
    learning_total_scrores: [5, 3, 4, 3],
    statistic_columns: [
      { key: 'star', title: { zh: '星级', en: 'Stars' } },
      { key: 'accuracy', title: { zh: '正确率', en: 'Accuracy' } },
      { key: 'learning_duration', title: { zh: '学习时长', en: 'Learning time' } },
    ],
    practice_video_prefix: 'demo/practice/',
    island_types: [
      { key: 'listen', name: { zh: '倾听岛', en: 'Listening island' } },
      { key: 'play', name: { zh: '游戏岛', en: 'Play island' } },
      { key: 'talk', name: { zh: '表达岛', en: 'Talking island' } },
    ],
  },
  islands: [
    {
      key: 'island-listen',
      name: { zh: '倾听岛', en: 'Listening island' },
      island_type: 'listen',
      steps: [
        { key: 's1', name: { zh: '认识课程', en: 'Welcome' }, activity: 'welcome' },
        { key: 's2', name: { zh: '看图说名字', en: 'Look and name' }, activity: 'look-and-name' },
        { key: 's3', name: { zh: '今日小记', en: 'Daily note' }, activity: 'daily-note' },
      ],
    },
    {
      key: 'island-play',
      name: { zh: '游戏岛', en: 'Play island' },
      island_type: 'play',
      steps: [
        { key: 's4', name: { zh: '轮流游戏', en: 'Taking turns' }, activity: 'turn-taking' },
        { key: 's5', name: { zh: '游戏视频', en: 'Play video' }, activity: 'play-video' },
        { key: 's6', name: { zh: '新词清单', en: 'Word list' }, activity: 'word-list' },
      ],
    },
    {
      key: 'island-talk',
      name: { zh: '表达岛', en: 'Talking island' },
      island_type: 'talk',
      steps: [
        { key: 's7', name: { zh: '讲故事', en: 'Story time' }, activity: 'story-time' },
        { key: 's8', name: { zh: '声音游戏', en: 'Sound play' }, activity: 'sound-play' },
      ],
    },
  ],
};

let seq = 0;
const submission = (day: string, minutes: number, rest: Partial<FeedbackSubmission> & Pick<FeedbackSubmission, 'type'>): FeedbackSubmission => ({
  submission_id: `sub-${++seq}`,
  submitted_at: `${day}T12:${String(10 + (seq % 40)).padStart(2, '0')}:00.000Z`,
  day,
  learning_seconds: minutes * 60,
  ...rest,
});

function activity(id: string, name: [string, string], type: TrainingActivity['activity_operations'], rest: Partial<TrainingActivity> = {}): TrainingActivity {
  return {
    _id: `act-${id}`,
    activity_name: { zh: name[0], en: name[1] },
    activity_operations_id: id,
    activity_operations: type,
    activity_is_feedback_data: type !== 'Blank',
    content: { zh: '内容', en: 'Content' },
    content_description: null,
    need_for_loop: false,
    questions: [],
    learning_scores: null,
    media: [],
    results: null,
    results_ing: false,
    skipped: false,
    skipped_at: null,
    ...rest,
  };
}

export function fixtureStudent(files: FixtureFiles = { image: 'img-1', video: 'vid-1', audio: 'aud-1', other: 'doc-1' }): TrainingStudent {
  seq = 0;
  const lookAndName = activity('look-and-name', ['看图说名字', 'Look and name'], 'Problem', {
    need_for_loop: true,
    learning_scores: 5,
    questions: [
      { id: 'named', title: { zh: '说对了几样？', en: 'How many were named?' }, answer: ['scores'], max_score: 5 },
      { id: 'enjoyed', title: { zh: '孩子觉得容易吗？', en: 'Was it easy for your child?' }, answer: ['star'] },
    ],
    results: [
      submission('2024-05-01', 20, { type: 'Problem', answers: [{ question_id: 'named', scores: 2 }, { question_id: 'enjoyed', star: 1 }] }),
      submission('2024-05-02', 100, { type: 'Problem', answers: [{ question_id: 'named', scores: 4 }, { question_id: 'enjoyed', star: 2 }] }),
      submission('2024-05-03', 150, { type: 'Problem', answers: [{ question_id: 'named', scores: 5 }, { question_id: 'enjoyed', star: 3 }] }),
    ],
  });
  const turnTaking = activity('turn-taking', ['轮流游戏', 'Taking turns'], 'Island', {
    learning_scores: 3,
    questions: [
      { id: 'waited', title: { zh: '孩子等待轮次了吗？', en: 'Did your child wait for their turn?' }, answer: ['scores', 'upload'], max_score: 3 },
      { id: 'said-turn', title: { zh: '孩子说"该我了"吗？', en: 'Did your child say "my turn"?' }, answer: ['star', 'content'] },
    ],
    results: [
      submission('2024-05-02', 30, { type: 'Island', answers: [{ question_id: 'waited', scores: 1, upload_count: 1, file_list: [file(files.image, '搭积木.jpg', 'jpg')] }, { question_id: 'said-turn', star: 2, content: '说了两次' }] }),
      submission('2024-05-03', 45, { type: 'Island', answers: [{ question_id: 'waited', scores: 3, upload_count: 0 }, { question_id: 'said-turn', star: 3, content: '每次都说' }] }),
    ],
  });
  const playVideo = activity('play-video', ['游戏视频', 'Play video'], 'File', {
    results: [
      submission('2024-05-08', 15, {
        type: 'File',
        content: '在客厅玩了十分钟',
        file_list: [file(files.video, '游戏.mp4', 'mp4'), file(files.image, '积木.png', 'png'), file(files.audio, '儿歌.m4a', 'm4a'), file(files.other, '记录.pdf', 'pdf')],
      }),
    ],
  });
  const wordList = activity('word-list', ['新词清单', 'Word list'], 'Array', {
    questions: [
      { id: 'new-words', title: { zh: '今天说了哪些新词？', en: 'Which new words today?' }, answer: ['content'] },
      { id: 'where', title: { zh: '在哪里说的？', en: 'Where were they said?' }, answer: ['content'] },
    ],
    results: [
      submission('2024-05-08', 10, { type: 'Array', answers: [{ question_id: 'new-words', content: '苹果、汽车' }, { question_id: 'where', content: '超市' }] }),
      submission('2024-05-09', 12, { type: 'Array', answers: [{ question_id: 'new-words', content: '小狗' }] }),
    ],
  });
  const storyTime = activity('story-time', ['讲故事', 'Story time'], 'Problem', {
    learning_scores: 4,
    questions: [{ id: 'pointed', title: { zh: '指对了几个？', en: 'How many pointed?' }, answer: ['scores'], max_score: 4 }],
    results: [submission('2024-05-03', 20, { type: 'Problem', answers: [{ question_id: 'pointed', scores: 3 }] })],
  });
  return {
    _id: 'stu-1',
    students_id: 'stu-1',
    children_id: 'child-1',
    children_name: '王小乐',
    children_code: 'C-0001',
    timeline_info: { operation_type: 'Island', class_version_type: 'island-v1', island_config: fixtureConfig, name: { zh: '示例小岛课程', en: 'Example island course' }, course_key: 'demo-island', course_version: '1' },
    activation_time: '2024-05-01T00:00:00.000Z',
    is_demo: true,
    use_time_day: 9,
    total_day: 21,
    island_stay_days: 7,
    lock_list: [],
    is_reservation_stage: false,
    locked_at_2: false,
    order_code: '',
    other_remarks: '',
    createdTime: '2024-05-01T00:00:00.000Z',
    reservation_info: null,
    video_appointments: [],
    run_activity: playVideo._id,
    activity_timeline: [
      {
        _id: 'node-1', key: 'week-1', name: { zh: '第一周', en: 'Week 1' }, active: false, end: true, duration_time: 7, start_time: '2024-05-01T00:00:00.000Z',
        children: [
          activity('welcome', ['认识课程', 'Welcome'], 'Blank', { results: [submission('2024-05-01', 5, { type: 'Blank' })] }),
          lookAndName,
          activity('daily-note', ['今日小记', 'Daily note'], 'Text'),
          storyTime,
        ],
      },
      {
        _id: 'node-2', key: 'week-2', name: { zh: '第二周', en: 'Week 2' }, active: true, end: false, duration_time: 7, start_time: '2024-05-08T00:00:00.000Z',
        children: [turnTaking, { ...playVideo, results_ing: true }, wordList],
      },
      {
        _id: 'node-3', key: 'week-3', name: { zh: '第三周', en: 'Week 3' }, active: false, end: false, duration_time: 7, start_time: '2024-05-15T00:00:00.000Z',
        children: [activity('sound-play', ['声音游戏', 'Sound play'], 'Island', { learning_scores: 3, questions: [{ id: 'copied', title: { zh: '模仿了几个声音？', en: 'How many sounds copied?' }, answer: ['scores'], max_score: 3 }] })],
      },
    ],
  };
}

/** The student's activity by catalogue id. */
export function fixtureActivity(student: TrainingStudent, id: string): TrainingActivity {
  const found = student.activity_timeline.flatMap((n) => n.children).find((a) => a.activity_operations_id === id);
  if (!found) throw new Error(`no activity ${id}`);
  return found;
}
