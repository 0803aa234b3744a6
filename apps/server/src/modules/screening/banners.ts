/**
 * The early-assessment counters as the list page's banners (TablePage shows a list of
 * `{title, value}` above the table): every counter, the three rates rounded to whole percent
 * ('no data' when the denominator is 0) and the rescreens due and overdue. Titles in the caller's
 * language; the count time in the server's zone.
 */
import { percentOf, type EarlyCounters, type Locale } from '@portal/shared';
import type { Statistic } from '../../http/envelope';

type Texts = Record<Locale, string>;

const TITLES: Record<string, Texts> = {
  earlyCount: { zh: '早筛人数', en: 'Children in screening' },
  earlyCloseCount: { zh: '结束跟进', en: 'No longer followed' },
  earlyFailCount: { zh: '筛查未通过', en: 'Screening failed' },
  earlyFailOrItsCloseCount: { zh: '未通过或已测评', en: 'Failed or screened' },
  itsCount: { zh: '已发起测评', en: 'Screening tests' },
  itsCloseCount: { zh: '已完成测评', en: 'Tests completed' },
  itsFailCount: { zh: '测评未通过', en: 'Tests failed' },
  itsFailOrLbCount: { zh: '未通过或待回访', en: 'Failed or return visit' },
  lbCount: { zh: '回访人数', en: 'Return visits' },
  lbOverdueCount: { zh: '回访逾期', en: 'Return visits overdue' },
  appointmentCount: { zh: '预约人数', en: 'Reservations' },
  completeAppointmentCount: { zh: '完成预约', en: 'Reservations kept' },
  screenedRate: { zh: '测评完成率', en: 'Test completion rate' },
  failRate: { zh: '未通过率', en: 'Fail rate' },
  appointmentRate: { zh: '预约完成率', en: 'Reservation rate' },
  rescreenDue: { zh: '待复筛', en: 'Rescreens due' },
  rescreenOverdue: { zh: '复筛逾期', en: 'Rescreens overdue' },
  uploadData: { zh: '更新时间', en: 'Updated' },
};
const NO_DATA: Texts = { zh: '暂无数据', en: 'no data' };

/** '67%', or 'no data' when there is nothing to divide by. */
export function rateText(part: number, whole: number, locale: Locale): string {
  const percent = percentOf(part, whole);
  return percent === null ? NO_DATA[locale] : `${percent}%`;
}

function timeText(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export function earlyBanners(c: EarlyCounters, rescreen: { due: number; overdue: number }, locale: Locale, zone: string): Statistic[] {
  const entry = (key: string, value: number | string): Statistic => ({ key, title: TITLES[key]![locale], value });
  return [
    entry('earlyCount', c.earlyCount),
    entry('earlyCloseCount', c.earlyCloseCount),
    entry('earlyFailCount', c.earlyFailCount),
    entry('earlyFailOrItsCloseCount', c.earlyFailOrItsCloseCount),
    entry('itsCount', c.itsCount),
    entry('itsCloseCount', c.itsCloseCount),
    entry('screenedRate', rateText(c.itsCloseCount, c.itsCount, locale)),
    entry('itsFailCount', c.itsFailCount),
    entry('failRate', rateText(c.itsFailCount, c.itsCloseCount, locale)),
    entry('itsFailOrLbCount', c.itsFailOrLbCount),
    entry('lbCount', c.lbCount),
    entry('lbOverdueCount', c.lbOverdueCount),
    entry('appointmentCount', c.appointmentCount),
    entry('completeAppointmentCount', c.completeAppointmentCount),
    entry('appointmentRate', rateText(c.completeAppointmentCount, c.appointmentCount, locale)),
    entry('rescreenDue', rescreen.due),
    entry('rescreenOverdue', rescreen.overdue),
    entry('uploadData', timeText(c.uploadData, zone)),
  ];
}
