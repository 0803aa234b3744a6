import type { FormItem } from '@portal/shared';
import type { InputExtraProps } from '../types';

/** `input.props` with the keys the renderers read (the schema keeps it a loose object). */
export function extraProps(item: FormItem): InputExtraProps {
  return (item.input.props ?? {}) as InputExtraProps;
}

/** antd props a definition passes through `input.props`, minus the ones the renderer owns. */
export function passThrough(item: FormItem, ...owned: string[]): Record<string, unknown> {
  const skip = new Set(['mode', 'separator', 'action', 'columns', 'maxRangeDay', 'disabledDate', 'verify', ...owned]);
  return Object.fromEntries(Object.entries(item.input.props ?? {}).filter(([key]) => !skip.has(key)));
}
