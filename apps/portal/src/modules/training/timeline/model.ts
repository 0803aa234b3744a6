/**
 * What the timeline dialog derives from a student: a node's end, whether the operation-flag actions
 * apply to it, a node-time change as the body time/update takes, and the activities one may insert
 * into a node.
 */
import { DEFAULT_TRAINING_TIME_ZONE, institutionDay, type Locale, type LovEntry, type TimelineNode, type TrainingTimeBody } from '@portal/shared';

const DAY_MS = 86_400_000;

export const localText = (text: { zh: string; en?: string | undefined } | null | undefined, locale: Locale): string => (text ? (locale === 'en' ? (text.en ?? text.zh) : text.zh) : '');

export function nodeEnd(node: Pick<TimelineNode, 'start_time' | 'duration_time'>): Date {
  return new Date(new Date(node.start_time).getTime() + node.duration_time * DAY_MS);
}

/** An ended node can no longer change (the server refuses it too, 796). */
export function nodeEditable(node: Pick<TimelineNode, 'end' | 'start_time' | 'duration_time'>, now: Date): boolean {
  return node.end !== true && nodeEnd(node).getTime() > now.getTime();
}

/** A node has started when its start is not in the future: its start then stays where it is. */
export const nodeStarted = (node: Pick<TimelineNode, 'active' | 'start_time'>, now: Date): boolean => node.active === true || new Date(node.start_time).getTime() <= now.getTime();

/**
 * The institution day (YYYY-MM-DD) of an instant in `zone` (the student's `time_zone`, the
 * server's TRAINING_TIME_ZONE): node starts are the institution's local midnights, so a browser
 * elsewhere shows the same dates the parent and the scheduler use.
 */
export const dayOf = (instant: string, zone: string = DEFAULT_TRAINING_TIME_ZONE): string => institutionDay(new Date(instant), zone);

const dayNumber = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

/**
 * The time/update body for a changed start date (`YYYY-MM-DD`, keeping the node's time of day)
 * and/or duration; null when nothing changed.
 */
export function nodeTimeBody(studentId: string, node: TimelineNode, startDate: string | null, duration: number | null, zone: string = DEFAULT_TRAINING_TIME_ZONE): TrainingTimeBody | null {
  const body: TrainingTimeBody = { students_id: studentId, time_node_id: node._id };
  const from = dayOf(node.start_time, zone);
  if (startDate && startDate !== from) {
    // Whole institution days later or earlier, at the same local time (the zone's midnight).
    body.start_time = new Date(new Date(node.start_time).getTime() + (dayNumber(startDate) - dayNumber(from)) * DAY_MS).toISOString();
  }
  if (duration !== null && Number.isInteger(duration) && duration !== node.duration_time) body.duration_time = duration;
  return body.start_time === undefined && body.duration_time === undefined ? null : body;
}

export interface ActivityOption {
  value: string;
  label: string;
}

/**
 * The catalogue activities one may insert into `node`: the `training_activity` list and every
 * activity already in the student's timeline (its own catalogue edition), minus those the node
 * has. The server checks the edition (797) and refuses the rest with its message.
 */
export function insertableActivities(entries: readonly LovEntry[], timeline: readonly TimelineNode[], node: TimelineNode, locale: Locale): ActivityOption[] {
  const inNode = new Set(node.children.map((a) => a.activity_operations_id));
  const options = new Map<string, ActivityOption>();
  for (const n of timeline) for (const a of n.children) options.set(a.activity_operations_id, { value: a.activity_operations_id, label: localText(a.activity_name, locale) });
  for (const e of entries) {
    const value = String(e.value);
    if (!options.has(value)) options.set(value, { value, label: (locale === 'en' ? (e.contentEn ?? e.content) : e.content) || value });
  }
  return [...options.values()].filter((o) => !inNode.has(o.value)).sort((a, b) => a.label.localeCompare(b.label));
}
