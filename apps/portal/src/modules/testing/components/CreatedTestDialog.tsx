/**
 * After creating a test (dialog 'tests/created'): continue testing on the tool site (the test-3
 * route for a role holding that menu) or hand the parent the QR code, without looking for the
 * new test in the list.
 */
import { continueTestingPath, DREAMITS_TEST3_MENU, isParentOpenStatus, QR_DIALOG_WIDTH, TEST_DIALOGS } from '@portal/shared';
import { hasMenu, useAuth, useDialogs, type DialogComponentProps } from '@portal/ui';
import { Button, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { testOfRow } from '../rows';
import { openToolSite } from '../toolSite';

export function CreatedTestDialog({ data, finish }: DialogComponentProps) {
  const { t } = useTranslation();
  const { menuList } = useAuth();
  const dialogs = useDialogs();
  const test = testOfRow(data);
  if (!test) return null;
  const showQr = () =>
    void dialogs?.open({ kind: 'modal', component: TEST_DIALOGS.qrcode, data: test, width: QR_DIALOG_WIDTH, key: `${TEST_DIALOGS.qrcode}:${test._id}`, props: { title: t('testing.qr.title') } });
  return (
    <Result
      status="success"
      title={<span data-testid="test-created-title">{t('testing.createDialog.createdTitle')}</span>}
      subTitle={
        <Space direction="vertical" size={4}>
          {test.children_name ? <Typography.Text>{t('testing.createDialog.forChild', { name: test.children_name })}</Typography.Text> : null}
          <span data-testid="test-created-text">{t('testing.createDialog.createdText', { tool: test.tools_type, code: test.test_code })}</span>
        </Space>
      }
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => openToolSite(continueTestingPath(test, { test3: hasMenu(menuList, DREAMITS_TEST3_MENU) }))} data-testid="test-created-continue">
            {t('testing.createDialog.continueTesting')}
          </Button>
          {isParentOpenStatus(test.status) ? (
            <Button onClick={showQr} data-testid="test-created-qrcode">
              {t('testing.createDialog.qrCode')}
            </Button>
          ) : null}
          <Button onClick={() => finish(true)} data-testid="test-created-done">
            {t('testing.createDialog.done')}
          </Button>
        </Space>
      }
    />
  );
}
