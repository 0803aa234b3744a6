import type { TimelineNode, TrainingActivity } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { lockList, updateBody, createBody } from '../students/studentForm';
import { dayOf, insertableActivities, nodeEditable, nodeTimeBody } from './model';

const activity = (id: string, name: string): TrainingActivity =>
  ({ _id: `a-${id}`, activity_operations_id: id, activity_name: { zh: name, en: `${name}-en` } }) as TrainingActivity;
const node = (id: string, start: string, days: number, ids: string[], extra: Partial<TimelineNode> = {}): TimelineNode =>
  ({ _id: id, key: id, name: { zh: id }, active: false, end: false, start_time: start, duration_time: days, children: ids.map((i) => activity(i, i.toUpperCase())), ...extra }) as TimelineNode;

describe('timeline model', () => {
  it('shows days in the institution’s zone, Asia/Shanghai unless the server says another', () => {
    expect(dayOf('2030-03-01T16:30:00.000Z')).toBe('2030-03-02');
    expect(dayOf('2030-03-01T16:30:00.000Z', 'America/New_York')).toBe('2030-03-01');
    expect(dayOf('2030-03-01T16:30:00.000Z', undefined)).toBe('2030-03-02');
  });

  it('offers the catalogue list and the timeline’s activities, minus the node’s own, once each', () => {
    const timeline = [node('n1', '2025-01-01T00:00:00.000Z', 7, ['a', 'b']), node('n2', '2025-01-08T00:00:00.000Z', 7, ['c'])];
    const entries = [
      { value: 'b', content: '乙', contentEn: 'B' },
      { value: 'd', content: '丁', contentEn: 'D' },
    ];
    expect(insertableActivities(entries, timeline, timeline[0]!, 'en').map((o) => o.value)).toEqual(['c', 'd']);
    expect(insertableActivities(entries, timeline, timeline[1]!, 'zh').map((o) => o.label).sort()).toEqual(['A', 'B', '丁'].sort());
  });

  it('sends only what changed, keeping the node’s time of day', () => {
    const n = node('n1', '2030-03-01T02:30:00.000Z', 7, []);
    expect(nodeTimeBody('s', n, '2030-03-01', 7)).toBeNull();
    expect(nodeTimeBody('s', n, null, 9)).toEqual({ students_id: 's', time_node_id: 'n1', duration_time: 9 });
    const moved = nodeTimeBody('s', n, '2030-03-04', 7)!;
    expect(new Date(moved.start_time!).getTime() - new Date(n.start_time).getTime()).toBe(3 * 86_400_000);
  });

  it('treats an ended node, or one whose end is past, as no longer editable', () => {
    const now = new Date('2030-03-10T00:00:00Z');
    expect(nodeEditable(node('n', '2030-03-05T00:00:00Z', 7, []), now)).toBe(true);
    expect(nodeEditable(node('n', '2030-03-01T00:00:00Z', 7, []), now)).toBe(false);
    expect(nodeEditable(node('n', '2030-03-05T00:00:00Z', 7, [], { end: true }), now)).toBe(false);
  });
});

describe('student forms', () => {
  const now = new Date('2030-01-02T03:04:05.000Z');
  it('keeps a held lock’s time, stamps a new one, in lock order', () => {
    const held = [{ lock_key: 'lock_2' as const, createdTime: '2029-12-01T00:00:00.000Z' }];
    expect(lockList('lock_3,lock_2', held, now)).toEqual([held[0], { lock_key: 'lock_3', createdTime: now.toISOString() }]);
    expect(lockList(undefined, held, now)).toEqual([]);
  });

  it('sends cleared text as empty text and cleared days as 0', () => {
    expect(updateBody('s1', { order_code: null, other_remarks: null, island_stay_days: null, is_reservation_stage: false }, [], now)).toEqual({
      _id: 's1',
      order_code: '',
      other_remarks: '',
      island_stay_days: 0,
      is_reservation_stage: false,
    });
  });

  it('turns the activation date into an instant and leaves out empty fields', () => {
    const body = createBody({ children_id: 'c', course_key: 'demo-island', activation_date: '2030-05-06', order_code: '' });
    expect(Object.keys(body).sort()).toEqual(['activation_time', 'children_id', 'course_key']);
    expect(new Date(body.activation_time!).getDate()).toBe(6);
  });
});
