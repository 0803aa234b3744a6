/**
 * Every long free-text field (textArea) of a configured form is kept on the device while typed and
 * offered back when the same form opens again for the same record, e.g. after logging in again.
 */
import { getPath, type FormDefinition } from '@portal/shared';
import type { FormInstance } from 'antd';
import { useMemo } from 'react';
import { useDraft } from '../drafts/useDraft';
import type { Draft } from '../drafts/store';
import type { FormMode } from './types';

type TextValues = Record<string, string>;

/** The keys of the form's textArea items. */
export function textKeysOf(items: FormDefinition['fromItem']): string[] {
  return items.filter((item) => item.input?.type === 'textArea' && item.keyName).map((item) => item.keyName!);
}

export function pickTexts(values: Record<string, unknown>, keys: readonly string[]): TextValues {
  return Object.fromEntries(keys.map((key) => [key, String(getPath(values, key) ?? '')]));
}

/**
 * What the draft belongs to: the id given; else the record's `_id` among the initial values; a
 * create form is 'new'. Search forms and forms without a known record keep nothing.
 */
export function formDraftId(draftId: string | false | undefined, mode: FormMode, initial: Record<string, unknown>): string | null {
  if (draftId === false || mode === 'search') return null;
  if (draftId) return draftId;
  if (typeof initial._id === 'string' && initial._id) return initial._id;
  return mode === 'create' ? 'new' : null;
}

export interface FormDraft {
  offered: Draft | null;
  /** After any change of the form's values. */
  changed(changedKeys: readonly string[], all: Record<string, unknown>): void;
  /** Puts the offered texts into the form; answers the keys set. */
  restore(): string[];
  discard(): void;
  saved(): void;
}

export function useFormDraft(form: FormInstance, definition: FormDefinition, id: string | null, initial: Record<string, unknown>, disabled: boolean | undefined): FormDraft {
  const keys = useMemo(() => textKeysOf(definition.fromItem), [definition]);
  const target = useMemo(() => (id && keys.length > 0 && !disabled ? { kind: `form:${definition.from_name}`, id } : null), [id, keys, disabled, definition.from_name]);
  const stored = useMemo(() => pickTexts(initial, keys), [initial, keys]);
  const { offered, keep, restore, discard, saved } = useDraft<TextValues>(target, stored);
  return useMemo(
    () => ({
      offered,
      changed(changedKeys: readonly string[], all: Record<string, unknown>) {
        if (changedKeys.some((key) => keys.some((k) => k === key || k.startsWith(`${key}.`)))) keep(pickTexts(all, keys));
      },
      restore() {
        const texts = restore();
        if (!texts) return [];
        for (const key of keys) if (key in texts) form.setFieldValue(key.split('.'), texts[key]);
        return keys;
      },
      discard,
      saved,
    }),
    [offered, keep, restore, discard, saved, keys, form],
  );
}
