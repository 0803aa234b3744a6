/**
 * The report version chooser: 0–1 versions open directly, 2–3 get one button each,
 * more than 3 sit in a hover popover titled 'select report'. With the reload permission
 * (dream_reload_report, or the tool-specific variant for the row's `tools_type`) a regenerate
 * button sits beside each version.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { reloadReportMenus } from '@portal/shared';
import { Button, Flex, Popover, Space } from 'antd';
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

  if (kind === 'direct') return one(versions[0], t('table.reportView'));
  const buttons = versions.map((v) => one(v, t('table.reportVersion', { version: v })));
  if (kind === 'buttons') return <Space size={4} wrap>{buttons}</Space>;
  return (
    <Popover title={t('table.reportSelect')} content={<Flex vertical gap={4}>{buttons}</Flex>}>
      <Button size="small" data-testid={`cell-report-${column.key}-select`}>
        {t('table.reportSelect')}
      </Button>
    </Popover>
  );
}
