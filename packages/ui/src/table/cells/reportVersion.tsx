/**
 * The report version chooser: 0–1 versions open directly, 2–3 get one button each,
 * more than 3 sit in a hover popover titled 'select report'. With the reload permission
 * (dream_reload_report, or the tool-specific variant for the row's `tools_type`) a regenerate
 * button sits beside each version. A version being made, or whose last attempt failed
 * (`report_states` of the row), says so under the buttons; asking again starts a new attempt.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { reloadReportMenus } from '@portal/shared';
import { Button, Flex, Popover, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMenu } from '../../identity/permissions';
import { useTableRuntime } from '../runtime';
import type { CellProps } from '../types';
import { listOf } from './values';

/** Above this many versions the chooser is a popover. */
export const REPORT_POPOVER_ABOVE = 3;

export type ReportChooserKind = 'direct' | 'buttons' | 'popover';

export function reportChooserKind(count: number): ReportChooserKind {
  if (count <= 1) return 'direct';
  return count <= REPORT_POPOVER_ABOVE ? 'buttons' : 'popover';
}

export function ReportVersionCell({ value, row, column }: CellProps) {
  const { t } = useTranslation();
  const { emit, menuList } = useTableRuntime();
  // dream_reload_report, or the row's tool's own variant.
  const canReload = reloadReportMenus(String(row.tools_type ?? '')).some((menuId) => hasMenu(menuList, menuId));
  const versions = listOf(value);
  const kind = reportChooserKind(versions.length);
  const choose = (version: string | undefined, reload: boolean) => void emit?.({ type: 'report', row, version, reload });
  const disabled = !emit;

  const one = (version: string | undefined, label: string) => (
    <Space.Compact key={version ?? '-'} size="small">
      <Button size="small" type={kind === 'direct' ? 'link' : 'default'} disabled={disabled} onClick={() => choose(version, false)} data-testid={`cell-report-${column.key}-${version ?? 'default'}`}>
        {label}
      </Button>
      {canReload ? <Button size="small" icon={<ReloadOutlined />} title={t('table.reportRegenerate')} aria-label={t('table.reportRegenerate')} disabled={disabled} onClick={() => choose(version, true)} /> : null}
    </Space.Compact>
  );

  const states = statesOf(row.report_states);
  const notes = Object.entries(states).map(([version, state]) => {
    const text = t(state === 'failed' ? 'table.reportFailed' : 'table.reportInProgress');
    return (
      <Typography.Text key={version} type={state === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12 }} data-testid={`cell-report-state-${column.key}-${version}`}>
        {kind === 'direct' ? text : t('table.reportVersionState', { version, state: text })}
      </Typography.Text>
    );
  });
  const withNotes = (chooser: ReactNode) =>
    notes.length === 0 ? chooser : (
      <Flex vertical gap={2} align="flex-start">
        {chooser}
        {notes}
      </Flex>
    );

  if (kind === 'direct') return withNotes(one(versions[0], t('table.reportView')));
  const buttons = versions.map((v) => one(v, t('table.reportVersion', { version: v })));
  if (kind === 'buttons') return withNotes(<Space size={4} wrap>{buttons}</Space>);
  return withNotes(
    <Popover title={t('table.reportSelect')} content={<Flex vertical gap={4}>{buttons}</Flex>}>
      <Button size="small" data-testid={`cell-report-${column.key}-select`}>
        {t('table.reportSelect')}
      </Button>
    </Popover>,
  );
}

/** The row's `report_states` (version → 'generating' | 'failed'); anything else is ignored. */
function statesOf(value: unknown): Record<string, 'generating' | 'failed'> {
  if (!value || typeof value !== 'object') return {};
  const states: Record<string, 'generating' | 'failed'> = {};
  for (const [version, state] of Object.entries(value)) if (state === 'generating' || state === 'failed') states[version] = state;
  return states;
}
