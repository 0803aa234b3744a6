/**
 * The ready page of a v2 test: the child, the demonstration notice when
 * the bank has one, and start — disabled, reading 'current evaluation in progress', while the
 * tool's simultaneous-test limit is reached. A started test offers 'continue' instead.
 */
import { PlayCircleOutlined } from '@ant-design/icons';
import type { TestView } from '@portal/shared';
import { useLanguage } from '@portal/ui';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toolPaths } from '../../../../routes';
import { beginTest } from '../api';
import { afterBegin, pageFor } from '../flow';

export function ReadyView({ test }: { test: TestView }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const child = test.from_children;
  const started = test.status !== 'Active';
  const blocked = !started && !test.allowed_testing;

  const start = async () => {
    if (started) return void navigate(toolPaths.assessment(pageFor(test.status), test._id));
    setStarting(true);
    try {
      const status = await beginTest(test._id);
      void navigate(toolPaths.assessment(afterBegin(status), test._id));
    } catch {
      // The call client showed why (e.g. 709 'current evaluation in progress').
    } finally {
      setStarting(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720, margin: '0 auto' }} data-testid="ready-view">
      <Card title={t('testing.ready.title')}>
        <Descriptions column={{ xs: 1, sm: 2 }} size="middle" data-testid="ready-child">
          <Descriptions.Item label={t('testing.test.child')}>{child.name}</Descriptions.Item>
          <Descriptions.Item label={t('testing.test.gender')}>{t(child.gender === 'male' ? 'testing.test.male' : 'testing.test.female')}</Descriptions.Item>
          <Descriptions.Item label={t('testing.test.birth')}>{child.birth}</Descriptions.Item>
          <Descriptions.Item label={t('testing.test.code')}>{test.test_code}</Descriptions.Item>
        </Descriptions>
      </Card>
      {test.notice ? <Alert type="warning" showIcon title={t('testing.test.demoNotice')} description={test.notice[locale] || test.notice.zh} data-testid="demo-notice" /> : null}
      {blocked ? <Alert type="info" showIcon title={t('testing.ready.inProgress')} description={t('testing.ready.inProgressHint')} /> : null}
      <Flex justify="center">
        <Button type="primary" size="large" icon={<PlayCircleOutlined />} disabled={blocked} loading={starting} onClick={() => void start()} data-testid="ready-start" style={{ minWidth: 220 }}>
          {blocked ? t('testing.ready.inProgress') : started ? t('testing.ready.continue') : t('testing.ready.start')}
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
        {test.tools_type}
      </Typography.Text>
    </Flex>
  );
}
