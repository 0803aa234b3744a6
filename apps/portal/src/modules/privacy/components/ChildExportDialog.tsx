/**
 * 'Export all data' on a child's row: says what the zip holds and that the export is audited, then
 * reads it with the token header (never a token in a URL) and saves it. A refusal shows the
 * server's message in the dialog.
 */
import { PRIVACY_CALLS } from '@portal/shared';
import { feedback, requestBlob, saveBlob, type DialogComponentProps } from '@portal/ui';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { childOf, errorText } from '../rows';

export function ChildExportDialog({ data, finish, cancel }: DialogComponentProps) {
  const { t } = useTranslation();
  const child = childOf(data);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const download = async () => {
    setBusy(true);
    setError('');
    try {
      const { blob, fileName } = await requestBlob(PRIVACY_CALLS.dataExport.path, { params: { _id: child.id }, silent: true });
      saveBlob(blob, fileName ?? `child-${child.id}.zip`);
      void feedback().message.success(t('children.data.exported', { name: child.name }));
      finish(data);
    } catch (failure) {
      setError(errorText(failure, t('children.data.failed')));
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="child-export-dialog">
      <Typography.Paragraph style={{ margin: 0 }}>{t('children.data.exportIntro', { name: child.name })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('children.data.exportNote')}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} data-testid="child-data-error" />}
      <Flex justify="end" gap={8}>
        <Button onClick={cancel} disabled={busy}>
          {t('children.data.cancel')}
        </Button>
        <Button type="primary" onClick={() => void download()} loading={busy} data-testid="child-export-ok">
          {t('children.data.download')}
        </Button>
      </Flex>
    </Flex>
  );
}
