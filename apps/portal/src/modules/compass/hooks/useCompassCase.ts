/**
 * One case page's data and actions: GET compass/info (the case, child and bound reports in one
 * call), updates that reload it, and 'lock and generate report' (confirmation, close, then the
 * PDF). Failed calls were shown by the call client with the server's message; the page keeps
 * what it had.
 */
import type { CompassInfo, CompassReportResult, CompassUpdateBody } from '@portal/shared';
import { feedback, request } from '@portal/ui';
import type { ButtonProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeCompass, compassReport, fetchCompass, updateCompass } from '../api';

type Update = Omit<CompassUpdateBody, '_id'>;

export interface CompassCaseState {
  info: CompassInfo | null;
  failed: boolean;
  busy: boolean;
  reload(): Promise<void>;
  /** Saves one update shape; true when stored. */
  save(update: Update): Promise<boolean>;
  /** Confirms, closes, generates; resolves the PDF's file id (null when cancelled or refused). */
  lockAndGenerate(): Promise<string | null>;
  /** The case PDF of a locked case (made when missing; again with `reload`). */
  report(reload?: boolean): Promise<CompassReportResult | null>;
}

export function useCompassCase(caseId: string | null): CompassCaseState {
  const { t } = useTranslation();
  const [info, setInfo] = useState<CompassInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const current = useRef(caseId);
  current.current = caseId;

  const reload = useCallback(async () => {
    if (!caseId) return;
    try {
      const loaded = await fetchCompass(request, caseId);
      if (current.current === caseId) {
        setInfo(loaded);
        setFailed(false);
      }
    } catch {
      if (current.current === caseId) setFailed(true);
    }
  }, [caseId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const save = useCallback(
    async (update: Update) => {
      if (!caseId) return false;
      setBusy(true);
      try {
        await updateCompass(request, { _id: caseId, ...update } as CompassUpdateBody);
        void feedback().message.success(t('compass.case.saved'));
        await reload();
        return true;
      } catch {
        await reload(); // e.g. locked meanwhile: show what is stored
        return false;
      } finally {
        setBusy(false);
      }
    },
    [caseId, reload, t],
  );

  const report = useCallback(
    async (again = false) => {
      if (!caseId) return null;
      setBusy(true);
      const message = feedback().message;
      void message.loading({ content: t('compass.case.generating'), key: 'compass-report', duration: 0 });
      try {
        const result = await compassReport(request, caseId, again);
        await reload();
        return result;
      } catch {
        return null;
      } finally {
        message.destroy('compass-report');
        setBusy(false);
      }
    },
    [caseId, reload, t],
  );

  const lockAndGenerate = useCallback(async () => {
    if (!caseId) return null;
    const confirmed = await new Promise<boolean>((resolve) => {
      feedback().modal.confirm({
        title: t('compass.case.lockTitle'),
        content: t('compass.case.lockText'),
        okText: t('compass.case.lockOk'),
        okButtonProps: { danger: true, 'data-testid': 'compass-lock-ok' } as ButtonProps,
        cancelText: t('common.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
    if (!confirmed) return null;
    setBusy(true);
    try {
      await closeCompass(request, caseId);
    } catch {
      await reload();
      setBusy(false);
      return null;
    }
    setBusy(false);
    const result = await report(false);
    return result?._id ?? null;
  }, [caseId, reload, report, t]);

  return { info, failed, busy, reload, save, lockAndGenerate, report };
}
