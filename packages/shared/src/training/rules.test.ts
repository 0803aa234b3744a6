import { describe, expect, it } from 'vitest';
import {
  accuracyPercent, accuracyText, activityTag, canSkipActivity, effectiveStatus, feedbackView, learningDurationHours, learningDurationText,
  nodeDot, NODE_DOT_COLOURS, starsShown, stayDaysLevel,
} from './rules';

const HOUR = 3600;

describe('course rules: duration, accuracy, stars, stay days, effective status, feedback type', () => {
  it.each([
    [0, 1, '1 hour', '1小时'], [1.49 * HOUR, 1, '1 hour', '1小时'], [1.5 * HOUR, 2, '2 hours', '2小时'],
    [2.49 * HOUR, 2, '2 hours', '2小时'], [2.5 * HOUR, 3, '3 hours', '3小时'], [-5, 1, '1 hour', '1小时'], [Number.NaN, 1, '1 hour', '1小时'],
  ])('learning duration of %s seconds is %s hours', (seconds, hours, en, zh) => {
    expect(learningDurationHours(seconds)).toBe(hours);
    expect(learningDurationText(seconds, 'en')).toBe(en);
    expect(learningDurationText(seconds, 'zh')).toBe(zh);
  });

  it.each<[unknown[], number, number | null, string]>([
    [[1, 2], 3, 100, '100%'], [[1], 3, 33, '33%'], [[2], 3, 67, '67%'], [[], 5, 0, '0%'],
    [[1, 'x', null, -2], 4, 25, '25%'], [[9], 3, 100, '100%'], [[1], 0, null, 'No data'], [[1], Number.NaN, null, 'No data'],
  ])('accuracy of %j over %s is %s', (scores, total, percent, en) => {
    expect(accuracyPercent(scores, total)).toBe(percent);
    expect(accuracyText(scores, total, 'en')).toBe(en);
  });

  it('shows the accuracy texts in zh too', () => {
    expect(accuracyText([1], 0, 'zh')).toBe('暂无数据');
  });

  it.each([[0, 0], [1, 1], [3, 3], [4, 0], [10, 0], [-1, 0], [2.5, 0], ['2', 0], [null, 0]])('a star count of %j is shown as %s', (star, shown) => {
    expect(starsShown(star)).toBe(shown);
  });

  it.each([[0, 'green'], [6, 'green'], [6.9, 'green'], [7, 'amber'], [13, 'amber'], [13.9, 'amber'], [14, 'red'], [40, 'red']] as const)(
    '%s stay days is %s',
    (days, level) => expect(stayDaysLevel(days)).toBe(level),
  );

  it('is in effect from the effective date up to the failure date', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(effectiveStatus('2025-01-01', '2026-01-01', now)).toBe('inEffect');
    expect(effectiveStatus('2025-06-01T00:00:00Z', '2025-06-01T00:00:01Z', now)).toBe('inEffect');
    expect(effectiveStatus('2025-01-01', '2025-06-01T00:00:00Z', now)).toBe('expired');
    expect(effectiveStatus('2025-07-01', '2026-01-01', now)).toBe('notYetEffective');
    expect(effectiveStatus(null, null, now)).toBe('inEffect');
    expect(effectiveStatus(undefined, new Date('2024-01-01'), now)).toBe('expired');
  });

  it('dispatches the six feedback types and calls anything else an unknown data format', () => {
    for (const type of ['Blank', 'Problem', 'Text', 'Array', 'File', 'Island']) expect(feedbackView(type)).toEqual({ kind: 'known', type });
    for (const type of ['Video', 'blank', '', null, 3, { type: 'Text' }]) {
      expect(feedbackView(type)).toEqual({ kind: 'unknown', message: { zh: '未知的数据格式', en: 'Unknown data format' } });
    }
  });
});

describe('activity tags and node dots', () => {
  it.each<[string, Parameters<typeof activityTag>[0], string | null, string]>([
    ['the running activity', { _id: 'a', results: [] }, 'a', 'running'],
    ['one marked results_ing', { _id: 'a', results_ing: true }, null, 'running'],
    ['a non-feedback activity', { _id: 'a', activity_is_feedback_data: false, results: [{ x: 1 }] }, 'b', 'neutral'],
    ['one with results', { _id: 'a', results: [{ star: 2 }] }, 'b', 'hasResults'],
    ['one with a result object', { _id: 'a', results: { content: 'ok' } }, null, 'hasResults'],
    ['one awaiting feedback', { _id: 'a', results: [] }, 'b', 'awaitingFeedback'],
    ['one with empty results', { _id: 'a', results: {} }, null, 'awaitingFeedback'],
  ])('tags %s', (_, activity, running, tag) => {
    expect(activityTag(activity, running)).toBe(tag);
  });

  it('allows skipping only the running activity without a result, and only with yypx_skip', () => {
    expect(canSkipActivity({ _id: 'a', results: [] }, 'a', true)).toBe(true);
    expect(canSkipActivity({ _id: 'a', results: [] }, 'a', false)).toBe(false);
    expect(canSkipActivity({ _id: 'a', results: [{ star: 1 }] }, 'a', true)).toBe(false);
    expect(canSkipActivity({ _id: 'a', results: [] }, 'b', true)).toBe(false);
  });

  it.each([[{ active: true, end: false }, 'active', 'blue'], [{ active: true, end: true }, 'active', 'blue'], [{ end: true }, 'ended', 'green'], [{}, 'pending', 'gray'], [{ active: 'yes' }, 'pending', 'gray']] as const)(
    'shows %j as %s',
    (node, dot, colour) => {
      expect(nodeDot(node)).toBe(dot);
      expect(NODE_DOT_COLOURS[nodeDot(node)]).toBe(colour);
    },
  );
});
