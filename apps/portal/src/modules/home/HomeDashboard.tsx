/**
 * The home dashboard, the portal's page after login (test-and-training §2.2 item 1, §9): the
 * welcome card, then the institution's tool cards with their usage charts, two per row in 19 of 24
 * columns, and the latest news in the 5 on the right.
 */
import { Col, Row, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { LatestNews } from '../content';
import { RescreenNotice } from '../screening';
import { Dashboard } from '../shell';
import { loadToolUsageGrid } from '../statistics';

// Its own chunk: the cards bring the year picker and, when a chart mounts, the chart library.
const ToolUsageGrid = lazy(() => loadToolUsageGrid().then((m) => ({ default: m.ToolUsageGrid })));

export function HomeDashboard() {
  return (
    <>
      <Dashboard />
      <RescreenNotice />
      <Row gutter={16} style={{ marginTop: 16 }} data-testid="home-dashboard">
        <Col span={19}>
          <Suspense fallback={<Skeleton active />}>
            <ToolUsageGrid />
          </Suspense>
        </Col>
        <Col span={5}>
          <LatestNews />
        </Col>
      </Row>
    </>
  );
}
