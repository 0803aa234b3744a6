/**
 * The institution's tools, each a card titled by the tool as the institution names it, holding
 * that tool's usage chart; two cards per row (test-and-training §2.2 item 1, §9). The home
 * dashboard, the statistics page and the tools-under-institution page show it.
 */
import type { InstitutionTool } from '@portal/shared';
import { localName, request, useLanguage } from '@portal/ui';
import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTools } from '../api';
import { UsageChart } from './UsageChart';

export function ToolUsageGrid() {
  const { t } = useTranslation();
  const locale = useLanguage();
  const [tools, setTools] = useState<InstitutionTool[] | null>(null);

  useEffect(() => {
    fetchTools(request).then(
      (all) => setTools(all.filter((tool) => tool.status === 'active')),
      () => setTools([]),
    );
  }, []);

  if (!tools) return <Skeleton active />;
  if (tools.length === 0) return <Empty description={t('statistics.toolsChart.noTools')} />;
  return (
    <Row gutter={[16, 16]} data-testid="tool-usage-grid">
      {tools.map((tool) => (
        <Col key={tool._id} span={12}>
          <Card size="small" title={localName(tool, locale)} data-testid={`tool-card-${tool.tools_type}`}>
            <UsageChart tool={tool} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
