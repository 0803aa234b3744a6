/**
 * 'Erase child' on a child's row: names the child, lists what goes and that it cannot be undone,
 * and erases only once the clinician typed the child's name. Finishing lets the flow reload the
 * list; a refusal shows the server's message and keeps the dialog open.
 */
import { PRIVACY_CALLS } from '@portal/shared';
import { feedback, request, type DialogComponentProps } from '@portal/ui';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { childOf, errorText, nameConfirms } from '../rows';

interface Erased {
  rows: number;
  files: number;
}

export function ChildEraseDialog({ data, finish, cancel }: DialogComponentProps) {
  const { t } = useTranslation();
  const child = childOf(data);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const confirmed = nameConfirms(typed, child.name);

  const erase = async () => {
    if (!confirmed) return;
    setBusy(true);
    setError('');
    try {
      const result = await request<Erased>(PRIVACY_CALLS.erase.method, PRIVACY_CALLS.erase.path, { data: { _id: child.id }, silent: true });
      void feedback().message.success(t('children.data.erased', { name: child.name, rows: result.data.rows, files: result.data.files }));
      finish(data);
    } catch (failure) {
      setError(errorText(failure, t('children.data.failed')));
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="child-erase-dialog">
      <Alert type="warning" showIcon title={t('children.data.eraseWarning')} />
      <Typography.Paragraph style={{ margin: 0 }}>{t('children.data.eraseIntro', { name: child.name })}</Typography.Paragraph>
      <label htmlFor="child-erase-name">
        <Typography.Text strong>{t('children.data.eraseTypeName', { name: child.name })}</Typography.Text>
      </label>
      <Input
        id="child-erase-name"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onPressEnter={() => void erase()}
        placeholder={t('children.data.eraseNamePlaceholder')}
        status={typed && !confirmed ? 'error' : undefined}
        autoComplete="off"
        data-testid="child-erase-name"
      />
      {typed && !confirmed && (
        <Typography.Text type="danger" data-testid="child-erase-mismatch">
          {t('children.data.eraseMismatch')}
        </Typography.Text>
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="child-data-error" />}
      <Flex justify="end" gap={8}>
        <Button onClick={cancel} disabled={busy}>
          {t('children.data.cancel')}
        </Button>
        <Button type="primary" danger disabled={!confirmed} onClick={() => void erase()} loading={busy} data-testid="child-erase-ok">
          {t('children.data.eraseOk')}
        </Button>
      </Flex>
    </Flex>
  );
}
