/**
 * The AI report beside its PDF (spec §2.2 item 12, §9): the AI report in a drawer on the right,
 * 35% wide, the PDF report in a drawer on the left, 65%, side by side (no mask darkens either).
 * Closing either closes both.
 */
import type { AiReport } from '@portal/shared';
import { PreviewScreen } from '@portal/ui';
import { Button, Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AiReportText } from './AiReportText';

export function AiReportDrawers({ report, pdfFileId, onClose, onRegenerate }: { report: AiReport | null; pdfFileId: string; onClose: () => void; onRegenerate: () => void }) {
  const { t } = useTranslation();
  const open = report !== null;
  const writer = report?.writer === 'builtin' ? t('aiReport.writer_builtin') : t('aiReport.writer_other');
  return (
    <>
      <Drawer open={open} placement="left" size="65%" title={t('aiReport.pdfTitle')} onClose={onClose} mask={false} styles={{ body: { padding: 0 } }} data-testid="ai-pdf-drawer" destroyOnHidden>
        {open ? <PreviewScreen fileId={pdfFileId} height="calc(100vh - 64px)" /> : null}
      </Drawer>
      <Drawer
        open={open}
        placement="right"
        size="35%"
        title={t('aiReport.drawerTitle')}
        onClose={onClose}
        mask={false}
        data-testid="ai-report-drawer"
        destroyOnHidden
        extra={<Button size="small" onClick={onRegenerate} data-testid="ai-report-regenerate">{t('aiReport.regenerate')}</Button>}
      >
        {report ? (
          <div lang={report.locale === 'zh' ? 'zh-CN' : 'en'}>
            <AiReportText text={report.text} />
            <Typography.Text type="secondary">{t('aiReport.writtenBy', { writer })}</Typography.Text>
          </div>
        ) : null}
      </Drawer>
    </>
  );
}
