/**
 * The state both definition editors keep: the definition being edited (fetched again whenever
 * the name changes, ignoring a late answer for a previous name), the load error, the validation
 * or server problem, and the save: check, send, then 'saved', `onSaved(name)` and close.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../http/feedback';

export interface DefinitionDraft<H, R> {
  /** The name it was opened under (a save may rename it). */
  name: string;
  id?: string;
  header: H;
  rows: R[];
}

export interface DefinitionDraftOptions<H, R> {
  fetchDraft: (name: string) => Promise<Omit<DefinitionDraft<H, R>, 'name'>>;
  onSaved?: ((name: string) => void) | undefined;
  onClose: () => void;
}

export function useDefinitionDraft<H, R>(name: string | null, { fetchDraft, onSaved, onClose }: DefinitionDraftOptions<H, R>) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<DefinitionDraft<H, R> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The latest fetcher, without refetching when only the caller's closure changed.
  const fetcher = useRef(fetchDraft);
  fetcher.current = fetchDraft;

  useEffect(() => {
    setLoaded(null);
    setLoadError(null);
    setProblem(null);
    if (!name) return;
    let live = true;
    fetcher.current(name).then(
      (draft) => live && setLoaded({ name, ...draft }),
      (e: unknown) => live && setLoadError(e instanceof Error ? e.message : t('editor.loadFailed')),
    );
    return () => {
      live = false;
    };
  }, [name, t]);

  // Stable: table column renderers built once call them.
  const setHeader = useCallback((change: Partial<H>) => setLoaded((s) => (s ? { ...s, header: { ...s.header, ...change } } : s)), []);
  const setRows = useCallback((change: (rows: R[]) => R[]) => setLoaded((s) => (s ? { ...s, rows: change(s.rows) } : s)), []);

  /** Shows `check` (the editor's own validation) and stops there; else `send` and answers the saved name. */
  async function save(check: string | null, send: () => Promise<string>) {
    setProblem(check);
    if (check) return;
    setSaving(true);
    try {
      const savedName = await send();
      void feedback().message.success(t('editor.saved'));
      onSaved?.(savedName);
      onClose();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  }

  return { loaded, loadError, problem, saving, setHeader, setRows, save };
}
