/** The `childPicker` form input: the picker bound to a form field (the child's id). */
import { useFormRuntime } from '../form/context';
import type { InputProps, InputRenderer } from '../form/types';
import { ChildPicker } from './ChildPicker';

function ChildPickerInput({ value, onChange, id, disabled }: InputProps) {
  const { services } = useFormRuntime();
  return <ChildPicker id={id} disabled={disabled} request={services.request} value={typeof value === 'string' ? value : undefined} onChange={(next) => onChange?.(next)} />;
}

export const childInputs: Record<string, InputRenderer> = { childPicker: { Component: ChildPickerInput } };
