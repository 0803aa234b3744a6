/**
 * The report page's 'report parameters' popover (test-and-training §6): the age and norms the
 * report was made with and each composite's scores. The server sends them only to roles
 * holding dream_report_params, so the button shows exactly for them.
 */
import { ControlOutlined } from '@ant-design/icons';
import { textIn, type ReportParams } from '@portal/shared';
import { useLanguage } from '@portal/ui';
import { Button, Flex, Popover, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

function ParamsBody({ params }: { params: ReportParams }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const none = t('testing.report.paramsNotScored');
  return (
    <Flex vertical gap={8} style={{ maxWidth: 560 }} data-testid="report-params-body">
      <Typography.Text>{t('testing.report.paramsAge', { age: params.age_months, normAge: params.norm_age_months, from: params.band.from_month, to: params.band.to_month })}</Typography.Text>
      <Typography.Text type="secondary">{t('testing.report.paramsNorms', { version: params.norms_version })}</Typography.Text>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={params.composites}
        columns={[
          { key: 'name', title: t('testing.report.paramsComposite'), render: (_, c) => textIn(c.name, locale) },
          { key: 'raw', title: t('testing.report.paramsRaw'), render: (_, c) => c.raw ?? none },
          { key: 'standard', title: t('testing.report.paramsStandard'), render: (_, c) => c.standard_score ?? none },
          { key: 'interval', title: t('testing.report.paramsInterval'), render: (_, c) => (c.confidence_interval ? `${c.confidence_interval.lower}–${c.confidence_interval.upper}` : none) },
          { key: 'percentile', title: t('testing.report.paramsPercentile'), render: (_, c) => c.percentile ?? none },
        ]}
      />
    </Flex>
  );
}

export function ReportParamsPopover({ params }: { params: ReportParams }) {
  const { t } = useTranslation();
  return (
    <Popover trigger="click" placement="bottomRight" title={t('testing.report.params')} content={<ParamsBody params={params} />}>
      <Button icon={<ControlOutlined />} data-testid="report-params">
        {t('testing.report.params')}
      </Button>
    </Popover>
  );
}
