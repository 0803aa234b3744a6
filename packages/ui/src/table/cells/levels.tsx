/** Cells that read a value through a shared rule: the stay-days tag and bilingual texts. */
import { localizedCellText, stayDaysLevel, type StayDaysLevel } from '@portal/shared';
import { Tag } from 'antd';
import { useTableRuntime } from '../runtime';
import type { CellProps } from '../types';

const STAY_DAYS_COLORS: Record<StayDaysLevel, string> = { green: 'green', amber: 'gold', red: 'red' };

/** Days on the current island as a tag, green < 7, amber 7–13, red ≥ 14. */
export function StayDaysCell({ value, column }: CellProps) {
  const days = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(days)) return null;
  const level = stayDaysLevel(days);
  return (
    <Tag color={STAY_DAYS_COLORS[level]} data-testid={`cell-stay-days-${column.key}`} data-level={level}>
      {days}
    </Tag>
  );
}

/** A `{ zh, en }` text (course content) in the current language, `zh` when `en` is missing; plain text as is. */
export function LocalizedCell({ value }: CellProps) {
  const { locale } = useTableRuntime();
  return <>{localizedCellText(value, locale)}</>;
}
