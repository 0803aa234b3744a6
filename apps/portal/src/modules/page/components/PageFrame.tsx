/** Page header (title + breadcrumb) over a content card: the frame every configured page will use. */
import { Breadcrumb, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  title: string;
  to?: string;
}

export function PageFrame({ title, crumbs, extra, children }: { title: string; crumbs?: Crumb[]; extra?: ReactNode; children: ReactNode }) {
  return (
    <Flex vertical gap={16} data-testid="page-frame">
      <div>
        {crumbs && crumbs.length > 0 && (
          <Breadcrumb
            data-testid="page-breadcrumb"
            items={crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title }))}
            style={{ marginBottom: 8 }}
          />
        )}
        <Flex align="center" justify="space-between" gap={12} wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="page-title">
            {title}
          </Typography.Title>
          {extra}
        </Flex>
      </div>
      <Card>{children}</Card>
    </Flex>
  );
}
