import type { TrainingActivity, TrainingStudent } from '@portal/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useLanguageForTest } from '../../../test/renderApp';
import { fixtureActivity, fixtureConfig, fixtureStudent } from './fixtures';
import { ActivityPlanTable, IslandResultsTimeline } from './index';
import { islandResults } from './islandSteps';
import { followUpKeys, planVariant } from './planTable';
import { videosOf } from './VideoDetailsDialog';

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/： /g, '：');
const headers = (html: string) => [...html.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((m) => textOf(m[1]!).trim());

/** The same student with look-and-name's latest star replaced. */
function withLatestStar(star: number): { student: TrainingStudent; activity: TrainingActivity } {
  const student = fixtureStudent();
  const activity = fixtureActivity(student, 'look-and-name');
  const last = activity.results!.at(-1)!;
  last.answers = last.answers!.map((a) => (a.question_id === 'enjoyed' ? { ...a, star } : a));
  return { student, activity };
}

describe('ActivityPlanTable', () => {
  it('easy variant (latest 3 stars): a row per day with the own column, the harder follow-up columns, then the statistics', async () => {
    await useLanguageForTest('zh');
    const { student, activity } = withLatestStar(3);
    expect(planVariant(activity, fixtureConfig)).toBe('easy');
    const html = renderToString(<ActivityPlanTable student={student} activity={activity} config={fixtureConfig} />);
    expect(html).toContain('data-variant="easy"');
    expect(textOf(html)).toContain('孩子觉得简单：显示进阶项目');
    expect(headers(html)).toEqual(['日期', '命名', '轮流 进阶', '指认 进阶', '星级', '正确率', '学习时长']);
    const rows = html.split('data-row-key=').slice(1).map(textOf);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('2024-05-01');
    expect(rows[0]).toContain('2 / 5');
    expect(rows[0]).toContain('40%');
    // Day 2: turn-taking answered that day (1 of 3); story-time not → a dash.
    expect(rows[1]).toContain('1 / 3');
    expect(rows[1]).toContain('—');
    // Day 3: both follow-ups answered that day; 150 minutes → 3 hours.
    expect(rows[2]).toContain('3 / 3');
    expect(rows[2]).toContain('3 / 4');
    expect(rows[2]).toContain('100%');
    expect(rows[2]).toContain('3小时');
  });

  it('basic variant (latest below 3 stars): only the own column and the statistics, in English too', async () => {
    await useLanguageForTest('en');
    const { student, activity } = withLatestStar(2);
    expect(planVariant(activity, fixtureConfig)).toBe('basic');
    const html = renderToString(<ActivityPlanTable student={student} activity={activity} config={fixtureConfig} />);
    expect(html).toContain('data-variant="basic"');
    expect(textOf(html)).toContain('Basic items');
    expect(headers(html)).toEqual(['Day', 'Naming', 'Stars', 'Accuracy', 'Learning time']);
  });

  it('a star above 3 is shown as 0 and does not count as easy', () => {
    const { activity } = withLatestStar(7);
    expect(planVariant(activity, fixtureConfig)).toBe('basic');
  });

  it('without a star question, full marks on the first table-key question is easy; follow-ups are the keys after the own ones', () => {
    const student = fixtureStudent();
    const story = fixtureActivity(student, 'story-time');
    expect(planVariant(story, fixtureConfig)).toBe('basic'); // 3 of 4
    story.results![0]!.answers = [{ question_id: 'pointed', scores: 4 }];
    expect(planVariant(story, fixtureConfig)).toBe('easy');
    expect(followUpKeys(story, fixtureConfig)).toEqual([]); // the last key: nothing harder
    expect(followUpKeys(fixtureActivity(student, 'turn-taking'), fixtureConfig).map((k) => k.key)).toEqual(['pointed']);
  });
});

describe('IslandResultsTimeline', () => {
  it('dots: blue for the running step, green for ended (answered or its node over), gray for not yet', () => {
    const steps = islandResults(fixtureStudent(), fixtureConfig).flatMap((i) => i.steps);
    expect(steps.map((s) => [s.key, s.colour])).toEqual([
      ['s1', 'green'],
      ['s2', 'green'],
      ['s3', 'green'], // no answer, but week 1 is over
      ['s4', 'green'],
      ['s5', 'blue'],
      ['s6', 'green'],
      ['s7', 'green'],
      ['s8', 'gray'],
    ]);
  });

  it('renders islands with their type, steps with dots, date titles, summaries and the video action', async () => {
    await useLanguageForTest('zh');
    const html = renderToString(<IslandResultsTimeline student={fixtureStudent()} config={fixtureConfig} />);
    const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
    expect(islands).toEqual(['island-listen', 'island-play', 'island-talk']);
    const steps = [...html.matchAll(/data-testid="island-step" data-step="(\w+)" data-dot="(\w+)" data-colour="(\w+)"/g)].map((m) => `${m[1]}:${m[3]}`);
    expect(steps).toEqual(['s1:green', 's2:green', 's3:green', 's4:green', 's5:blue', 's6:green', 's7:green', 's8:gray']);
    expect(html).toContain('#1677ff'); // the running dot: real blue, not the brand's primary colour
    const text = textOf(html);
    for (const title of ['第1天', '第8天', '第15天']) expect(text).toContain(title);
    expect([...html.matchAll(/data-testid="island-step-date"/g)]).toHaveLength(3);
    expect([...html.matchAll(/data-testid="island-step-videos"/g)]).toHaveLength(1);
    expect(text).toContain('视频详情');
    // s2: latest 5 of learning total 5 → 100%; 20 + 100 + 150 minutes = 4.5 h → 5 hours; 3 stars lit.
    const s2 = textOf(html.split('data-step="s2"')[1]!.split('data-step="s3"')[0]!);
    expect(s2).toContain('正确率：100%');
    expect(s2).toContain('学习时长：5小时');
    expect(s2).toContain('3次回答');
    expect(s2).toContain('练习');
    expect(s2).toContain('学习');
    // s8 is pending: no summary.
    expect(html.split('data-step="s8"')[1]).not.toContain('island-step-summary');
  });

  it('uses the student’s own copy when no configuration is passed, and says so for a course without one', async () => {
    await useLanguageForTest('en');
    const student = fixtureStudent();
    expect(renderToString(<IslandResultsTimeline student={student} config={null} />)).toContain('data-testid="island-results"');
    const ment = { ...student, timeline_info: { ...student.timeline_info, operation_type: 'Ment' as const, island_config: null } };
    expect(textOf(renderToString(<IslandResultsTimeline student={ment} config={null} />))).toContain('This course has no island configuration');
  });
});

describe('VideoDetailsDialog', () => {
  it('lists only the step activity’s videos, newest first', () => {
    const student = fixtureStudent();
    expect(videosOf(fixtureActivity(student, 'play-video')).map((v) => v.file.title)).toEqual(['游戏.mp4']);
    expect(videosOf(fixtureActivity(student, 'turn-taking'))).toEqual([]);
    expect(videosOf(null)).toEqual([]);
  });
});
