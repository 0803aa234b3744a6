/** Date inputs; values are stored as 'YYYY-MM-DD' text (with `showTime`: an ISO instant). */
import { AGE_SELECTOR_MAX_MONTHS, AGE_SELECTOR_MAX_YEARS, birthDateFromAge, formatAge, isRangeDateDisabled, DATE_FORMAT } from '@portal/shared';
import { DatePicker, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps, InputRenderer, LovOption } from '../types';
import { extraProps, passThrough } from './shared';

const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
import { useLovOptions } from './useLov';

export function toDayjs(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || !value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

export const fromDayjs = (value: Dayjs | null | undefined) => (value ? value.format(DATE_FORMAT) : undefined);

/** With `props.showTime` the value is an instant (ISO 8601, read on the browser's clock): a reservation, not a calendar day. */
function DateInput({ item, value, onChange, id, disabled }: InputProps) {
  const withTime = Boolean((extraProps(item) as { showTime?: unknown }).showTime);
  const format = withTime ? DATE_TIME_FORMAT : DATE_FORMAT;
  const emit = (next: Dayjs | null) => onChange?.(withTime ? (next ? next.second(0).millisecond(0).toISOString() : undefined) : fromDayjs(next));
  return <DatePicker id={id} disabled={disabled} format={format} value={toDayjs(value)} onChange={emit} style={{ width: '100%' }} {...passThrough(item)} />;
}

/** A [start, end] range; with `props.disabledDate` a day over `maxRangeDay` (default 10) from the chosen end is disabled. */
function DateRangeInput({ item, value, onChange, id, disabled }: InputProps) {
  const props = extraProps(item);
  const [chosen, setChosen] = useState<Dayjs | null>(null);
  const range = Array.isArray(value) ? value : [];
  const maxRangeDay = props.maxRangeDay ?? 10;
  return (
    <DatePicker.RangePicker
      id={id}
      disabled={disabled}
      format={DATE_FORMAT}
      value={[toDayjs(range[0]), toDayjs(range[1])]}
      onCalendarChange={(dates) => setChosen(dates?.[0] ?? dates?.[1] ?? null)}
      onOpenChange={(open) => !open && setChosen(null)}
      disabledDate={props.disabledDate && maxRangeDay !== null ? (day) => isRangeDateDisabled(day.format(DATE_FORMAT), chosen?.format(DATE_FORMAT), maxRangeDay) : undefined}
      onChange={(dates) => onChange?.(dates && dates[0] && dates[1] ? [fromDayjs(dates[0]), fromDayjs(dates[1])] : undefined)}
      style={{ width: '100%' }}
      {...passThrough(item)}
    />
  );
}

/** A birth-date picker that also shows the age (formatAge). */
function DateAgeInput({ item, value, onChange, id, disabled, locale }: InputProps) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <DatePicker id={id} disabled={disabled} format={DATE_FORMAT} value={toDayjs(value)} onChange={(next) => onChange?.(fromDayjs(next))} disabledDate={(day) => day.isAfter(dayjs(), 'day')} {...passThrough(item)} />
      <Typography.Text type="secondary" data-testid={`form-age-${item.keyName}`}>
        {t('form.age', { age: formatAge(typeof value === 'string' ? value : null, new Date(), locale) })}
      </Typography.Text>
    </Space>
  );
}

/**
 * An age entry of a LOV as years and months: `params.years`/`params.months`, a value 'y-m' or
 * 'y.m', or a whole number of months. Null when the entry names no usable age.
 */
export function ageOfOption(option: Pick<LovOption, 'value' | 'raw'>): { years: number; months: number } | null {
  const params = option.raw.params as { years?: unknown; months?: unknown } | undefined;
  if (params && (params.years !== undefined || params.months !== undefined)) {
    const years = Number(params.years ?? 0);
    const months = Number(params.months ?? 0);
    return Number.isInteger(years) && Number.isInteger(months) ? normalise(years, months) : null;
  }
  const text = String(option.value).trim();
  const pair = /^(\d+)[-.](\d+)$/.exec(text);
  if (pair) return normalise(Number(pair[1]), Number(pair[2]));
  if (/^\d+$/.test(text)) return normalise(0, Number(text));
  return null;
}

function normalise(years: number, months: number): { years: number; months: number } | null {
  const total = years * 12 + months;
  const y = Math.min(Math.floor(total / 12), 9);
  const m = total - y * 12;
  return m >= 0 && m <= 12 && total >= 0 ? { years: y, months: m } : null;
}

/** Choose an age from a LOV; the form stores the birth date that is that old today. */
function LovToDateInput({ item, value, onChange, id, disabled, locale, depsRevision }: InputProps) {
  const { t } = useTranslation();
  const { options } = useLovOptions(item, locale, depsRevision);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const choose = (choice: string | undefined) => {
    setPicked(choice);
    const option = options.find((o) => String(o.value) === choice);
    const age = option && ageOfOption(option);
    onChange?.(age ? birthDateFromAge(age.years, age.months, new Date()) : undefined);
  };
  return (
    <Space wrap>
      <Select id={id} disabled={disabled} allowClear style={{ minWidth: 160 }} placeholder={t('form.selectPlaceholder')} value={picked} onChange={choose} options={options.map((o) => ({ value: String(o.value), label: o.label }))} />
      {typeof value === 'string' && value ? <Typography.Text type="secondary" data-testid={`form-birth-${item.keyName}`}>{value}</Typography.Text> : null}
    </Space>
  );
}

type PickedAge = { years?: number | undefined; months?: number | undefined };
const YEAR_CHOICES = Array.from({ length: AGE_SELECTOR_MAX_YEARS + 1 }, (_, i) => ({ value: i, label: String(i) }));
const MONTH_CHOICES = Array.from({ length: AGE_SELECTOR_MAX_MONTHS + 1 }, (_, i) => ({ value: i, label: String(i) }));

/** The age selector's date for the picked years and months (a missing half counts 0); none when nothing is picked. */
export function ageSelectorDate(picked: PickedAge, today: Date): string | undefined {
  if (picked.years === undefined && picked.months === undefined) return undefined;
  return birthDateFromAge(picked.years ?? 0, picked.months ?? 0, today);
}

/**
 * The age selector of list searches (test-and-training §5): 0–9 years and 0–12 months; the
 * form holds the date that is that age before today, shown beside it.
 */
function AgeSelectInput({ item, value, onChange, id, disabled }: InputProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PickedAge>({});
  // The form was reset (or never set): forget the picked age too.
  if ((value === undefined || value === null || value === '') && (picked.years !== undefined || picked.months !== undefined)) setPicked({});
  const pick = (next: PickedAge) => {
    setPicked(next);
    onChange?.(ageSelectorDate(next, new Date()));
  };
  return (
    <Space wrap data-testid={`form-age-select-${item.keyName}`}>
      <Space.Compact>
        <Select id={id} disabled={disabled} allowClear style={{ width: 72 }} aria-label={t('form.ageYearsUnit')} value={picked.years} onChange={(years?: number) => pick({ ...picked, years })} options={YEAR_CHOICES} data-testid={`form-age-years-${item.keyName}`} />
        <Typography.Text style={{ padding: '4px 8px' }}>{t('form.ageYearsUnit')}</Typography.Text>
        <Select disabled={disabled} allowClear style={{ width: 72 }} aria-label={t('form.ageMonthsUnit')} value={picked.months} onChange={(months?: number) => pick({ ...picked, months })} options={MONTH_CHOICES} data-testid={`form-age-months-${item.keyName}`} />
        <Typography.Text style={{ padding: '4px 8px' }}>{t('form.ageMonthsUnit')}</Typography.Text>
      </Space.Compact>
      {typeof value === 'string' && value ? (
        <Typography.Text type="secondary" data-testid={`form-age-date-${item.keyName}`}>
          {t('form.ageDate', { date: value })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

export const dateInputs: Record<string, InputRenderer> = {
  ageSelect: { Component: AgeSelectInput },
  date: { Component: DateInput },
  dateRange: { Component: DateRangeInput },
  dateAge: { Component: DateAgeInput },
  lovToDate: { Component: LovToDateInput },
};
