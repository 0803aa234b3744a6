/** The counters of all tools as banners, with the pass and completion rates (whole percent; 'no data' when nothing to divide). */
import { TEST_COUNTERS, wholePercent, type TestCounters } from '@portal/shared';
import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export function usePercentText() {
  const { t } = useTranslation();
  return (part: number, whole: number) => {
    const percent = wholePercent(part, whole);
    return percent === null ? t('statistics.noData') : t('statistics.percent', { value: percent });
  };
}

export function CounterBanners({ total }: { total: TestCounters }) {
  const { t } = useTranslation();
  const percent = usePercentText();
  const hinted = (key: string) => (key === 'hold' || key === 'test_not_completion' ? t(`statistics.hints.${key}`) : undefined);
  return (
    <Row gutter={[12, 12]} data-testid="statistics-banners">
      {TEST_COUNTERS.map((key) => (
        <Col key={key} xs={12} md={6} xl={4}>
          <Tooltip title={hinted(key)}>
            <Card size="small" data-testid={`statistics-banner-${key}`}>
              <Statistic title={t(`statistics.counters.${key}`)} value={total[key]} />
            </Card>
          </Tooltip>
        </Col>
      ))}
      <Col xs={12} md={6} xl={4}>
        <Card size="small" data-testid="statistics-banner-pass-rate">
          <Statistic title={t('statistics.passRate')} value={percent(total.adopted, total.completed)} />
        </Card>
      </Col>
      <Col xs={12} md={6} xl={4}>
        <Card size="small" data-testid="statistics-banner-completion-rate">
          <Statistic title={t('statistics.completionRate')} value={percent(total.completed, total.total)} />
        </Card>
      </Col>
    </Row>
  );
}
