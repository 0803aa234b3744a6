/** The child and test a page is about, with room for the page's own state (sync, progress). */
import type { TestView } from '@portal/shared';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function TestInfoBar({ test, extra }: { test: Pick<TestView, 'from_children' | 'test_code' | 'tools_type'>; extra?: ReactNode }) {
  const { t } = useTranslation();
  const child = test.from_children;
  return (
    <Card size="small" data-testid="test-info" style={{ marginBottom: 12 }}>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Flex align="baseline" gap={12} wrap>
          <Typography.Text strong style={{ fontSize: '1.15em' }} data-testid="test-child-name">
            {child.name}
          </Typography.Text>
          <Typography.Text type="secondary">{t(child.gender === 'male' ? 'testing.test.male' : 'testing.test.female')}</Typography.Text>
          <Typography.Text type="secondary">
            {t('testing.test.birth')}: {child.birth}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="test-code">
            {t('testing.test.testCode', { code: test.test_code })}
          </Typography.Text>
        </Flex>
        {extra ? <Flex align="center" gap={8} wrap>{extra}</Flex> : null}
      </Flex>
    </Card>
  );
}
