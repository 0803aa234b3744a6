import type { FeedbackSubmission, TrainingActivity } from '@portal/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useLanguageForTest } from '../../../test/renderApp';
import { ActivityFeedback } from './index';
import { fixtureActivity, fixtureConfig, fixtureStudent } from './fixtures';
import { SubmissionMeta } from './parts';
import { numberedSubmissions } from './summary';

const student = fixtureStudent();
const render = (activity: TrainingActivity, withConfig = false) =>
  renderToString(<ActivityFeedback student={student} activity={activity} config={withConfig ? fixtureConfig : undefined} />);
/** Visible text only, tags stripped, so assertions read like what the user sees. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/： /g, '：');
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('ActivityFeedback by feedback type', () => {
  it('shows the awaiting-feedback empty state when nothing came back, in zh and en', async () => {
    const waiting = fixtureActivity(student, 'daily-note');
    await useLanguageForTest('zh');
    expect(render(waiting)).toContain('等待家长反馈');
    await useLanguageForTest('en');
    expect(render(waiting)).toContain('Awaiting feedback');
  });

  it('says "unknown data format" for a type that is none of the six, even with results', async () => {
    const odd = { ...fixtureActivity(student, 'welcome'), activity_operations: 'Video' } as unknown as TrainingActivity;
    await useLanguageForTest('zh');
    const zh = render(odd);
    expect(zh).toContain('未知的数据格式');
    expect(zh).not.toContain('家长已完成');
    await useLanguageForTest('en');
    expect(render(odd)).toContain('Unknown data format');
  });

  it('Blank: done, when, and no data', async () => {
    await useLanguageForTest('en');
    const html = textOf(render(fixtureActivity(student, 'welcome')));
    expect(html).toContain('The parent completed this activity');
    expect(html).toMatch(/Submitted: 2024-05-01 \d\d:\d\d/);
    expect(html).toContain('Learning time: 1 hour');
    expect(html).not.toContain('Accuracy');
  });

  it('Problem: the nth-answer sections newest first, each labelled by its place in time; the open one has its figures', async () => {
    await useLanguageForTest('zh');
    const html = render(fixtureActivity(student, 'look-and-name'));
    const labels = [...html.matchAll(/data-testid="feedback-answer-label" data-n="(\d)"/g)].map((m) => m[1]);
    expect(labels).toEqual(['3', '2', '1']);
    const text = textOf(html);
    for (const n of [1, 2, 3]) expect(text).toContain(`第${n}次回答`);
    // The newest section is open: 150 minutes is 2.5 hours → 3 hours; 5 of 5 → 100%.
    expect(text).toContain('学习时长：3小时');
    expect(text).toContain('正确率：100%');
    expect(text).toContain('说对了几样？');
    expect(text).toContain('5 / 5');
    expect(html).toContain('data-stars="3"');
    await useLanguageForTest('en');
    expect(textOf(render(fixtureActivity(student, 'look-and-name')))).toContain('Answer 3');
  });

  it('every answer section gets its own duration and accuracy (1.5 h rule, rounded percent)', async () => {
    await useLanguageForTest('en');
    const activity = fixtureActivity(student, 'look-and-name');
    const texts = numberedSubmissions(activity.results).map(({ submission }) => textOf(renderToString(<SubmissionMeta activity={activity} submission={submission} />)));
    expect(texts[2]).toContain('Learning time: 1 hour'); // 20 minutes
    expect(texts[2]).toContain('Accuracy: 40%'); // 2 of 5
    expect(texts[1]).toContain('Learning time: 2 hours'); // 100 minutes ≈ 1.67 h
    expect(texts[1]).toContain('Accuracy: 80%');
    const noScores = { ...activity, learning_scores: null };
    expect(textOf(renderToString(<SubmissionMeta activity={noScores} submission={activity.results![0]!} />))).not.toContain('Accuracy');
  });

  it('one submission is shown as it is, without sections', async () => {
    await useLanguageForTest('zh');
    const html = render(fixtureActivity(student, 'story-time'));
    expect(html).toContain('data-testid="feedback-single"');
    expect(html).not.toContain('feedback-answer-label');
    expect(textOf(html)).toContain('3 / 4');
    expect(textOf(html)).toContain('正确率：75%');
  });

  it('stars above 3 are shown as 0', async () => {
    await useLanguageForTest('zh');
    const base = fixtureActivity(student, 'look-and-name');
    const five = { ...base.results![0]!, answers: [{ question_id: 'enjoyed', star: 5 }] } as FeedbackSubmission;
    const html = render({ ...base, results: [five] });
    expect(html).toContain('data-stars="0"');
    expect(count(html, 'ant-rate-star-full')).toBe(0);
    const three = render({ ...base, results: [{ ...five, answers: [{ question_id: 'enjoyed', star: 3 }] }] });
    expect(count(three, 'ant-rate-star-full')).toBe(3);
  });

  it('Text: the parent’s text', async () => {
    await useLanguageForTest('zh');
    const note = { ...fixtureActivity(student, 'daily-note'), results: [{ submission_id: 'x', type: 'Text', submitted_at: '2024-05-02T10:00:00Z', day: '2024-05-02', learning_seconds: 600, content: '今天说了"妈妈抱"' }] } as TrainingActivity;
    const html = render(note);
    expect(html).toContain('data-testid="feedback-content"');
    expect(textOf(html)).toContain('今天说了&quot;妈妈抱&quot;');
  });

  it('Array: the answers as a list per question, a missing one marked not answered', async () => {
    await useLanguageForTest('zh');
    const html = render(fixtureActivity(student, 'word-list'));
    expect(html).toContain('data-testid="feedback-array"');
    const text = textOf(html);
    // The newest (2nd) answer is open: one word, the second question left out.
    expect(text).toContain('今天说了哪些新词？ 小狗');
    expect(text).toContain('在哪里说的？ 未作答');
  });

  it('File: the video through the transcode viewer, pictures as thumbnails, audio, and a download for the rest', async () => {
    await useLanguageForTest('en');
    const html = render(fixtureActivity(student, 'play-video'));
    expect(html).toContain('data-testid="feedback-video"');
    expect(html).toContain('data-testid="video-transcode"');
    expect(textOf(html)).toContain('Video transcoding');
    expect(textOf(html)).toContain('Preparing the recording');
    expect(html).toContain('data-testid="feedback-download"');
    expect(textOf(html)).toContain('记录.pdf');
    expect(textOf(html)).toContain('在客厅玩了十分钟');
    // The picture is read with the token header first: a placeholder, never a raw file URL.
    expect(html).not.toContain('/api/system/file/raw/img-1');
  });

  it('Island: answers grouped by question across submissions', async () => {
    await useLanguageForTest('zh');
    const html = render(fixtureActivity(student, 'turn-taking'));
    const groups = [...html.matchAll(/data-testid="feedback-question-group" data-question="([^"]+)"/g)].map((m) => m[1]);
    expect(groups).toEqual(['waited', 'said-turn']);
    expect(count(html, 'data-testid="feedback-group-entry"')).toBe(4);
    const text = textOf(html);
    expect(text).toContain('孩子等待轮次了吗？');
    expect(text).toContain('3 / 3');
    expect(text).toContain('每次都说');
    expect(text).toContain('说了两次');
    expect(text).toContain('正确率：33%'); // first answer: 1 of 3
  });

  it('the configured activity also offers the activity-plan table when the caller passes the configuration', async () => {
    await useLanguageForTest('zh');
    const withConfig = render(fixtureActivity(student, 'look-and-name'), true);
    expect(withConfig).toContain('活动计划表');
    expect(withConfig).toContain('data-testid="plan-table"');
    expect(render(fixtureActivity(student, 'look-and-name'))).not.toContain('plan-table');
    expect(render(fixtureActivity(student, 'word-list'), true)).not.toContain('plan-table');
  });
});
