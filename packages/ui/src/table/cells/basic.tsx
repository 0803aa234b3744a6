/** Cells that only format the value: text, template, dates, age, image, long text. */
import { formatAge, DATE_FORMAT } from '@portal/shared';
import { Image, Popover, Typography } from 'antd';
import { useTableRuntime } from '../runtime';
import type { CellProps } from '../types';
import { cellText, DATE_TIME_FORMAT, extraOf, formatDate, templateText } from './values';

export function TextCell({ value }: CellProps) {
  return <>{cellText(value)}</>;
}

/** templateString with `{field}` placeholders from the row ('{name}（{children_code}）'). */
export function TemplateCell({ value, row, column }: CellProps) {
  return <>{column.templateString ? templateText(column.templateString, row) : cellText(value)}</>;
}

export function DateCell({ value }: CellProps) {
  return <>{formatDate(value, DATE_FORMAT)}</>;
}

export function DateTimeCell({ value }: CellProps) {
  return <>{formatDate(value, DATE_TIME_FORMAT)}</>;
}

/** Age from the birthday in the current language ('3岁2个月5天'). */
export function AgeCell({ value }: CellProps) {
  const { locale, today } = useTableRuntime();
  return <>{formatAge(typeof value === 'string' || value instanceof Date ? value : null, today(), locale)}</>;
}

export function ImageCell({ value, column }: CellProps) {
  const src = cellText(value);
  if (!src) return null;
  const size = Number(extraOf(column).size ?? 48);
  return <Image src={src} width={size} height={size} style={{ objectFit: 'cover' }} alt={column.title} data-testid={`cell-image-${column.key}`} />;
}

/** Long text cut to `extra.maxLength` characters (20); hovering shows it all, up to 10 rows. */
export function PopoverTextCell({ value, column }: CellProps) {
  const text = cellText(value);
  const max = Number(extraOf(column).maxLength ?? 20);
  const chars = [...text];
  if (chars.length <= max) return <>{text}</>;
  const content = (
    <Typography.Paragraph ellipsis={{ rows: 10 }} style={{ maxWidth: 360, margin: 0, whiteSpace: 'pre-wrap' }} data-testid={`cell-popover-full-${column.key}`}>
      {text}
    </Typography.Paragraph>
  );
  return (
    <Popover content={content}>
      <span data-testid={`cell-popover-${column.key}`}>{`${chars.slice(0, max).join('')}…`}</span>
    </Popover>
  );
}
