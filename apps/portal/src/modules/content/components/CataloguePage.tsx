/**
 * The catalogue of test products (menu catalogue, url /catalogue): a card per product with cover,
 * name, summary, ages and price; details at /content/module/catalogue/{id}.
 */
import { CATALOGUE_MENU, CATALOGUE_PAGE_SIZE } from '@portal/shared';
import { useLanguage } from '@portal/ui';
import { Card, Col, Empty, Pagination, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchCatalogue, useLoaded } from '../api';
import { CoverImage } from './CoverImage';
import { contentInfoPath } from './HelpCentrePage';

export function CataloguePage() {
  const { t } = useTranslation();
  const locale = useLanguage();
  const [page, setPage] = useState(1);
  const loaded = useLoaded(() => fetchCatalogue(page, CATALOGUE_PAGE_SIZE), `${locale}:${page}`);
  if (loaded.state === 'loading') return <Skeleton active />;
  if (loaded.state === 'failed') return <Empty description={t('content.catalogue.loadFailed')} />;
  const list = loaded.value;
  if (list.items.length === 0) return <Empty description={t('content.catalogue.empty')} />;
  return (
    <div data-testid="catalogue">
      <Row gutter={[16, 16]}>
        {list.items.map((item) => (
          <Col key={item._id} xs={24} sm={12} lg={8} xxl={6}>
            <Link to={contentInfoPath(CATALOGUE_MENU, item._id)} data-testid="catalogue-item">
              <Card hoverable cover={<CoverImage src={item.cover_url} alt={item.name} style={{ width: '100%', aspectRatio: '16 / 9' }} />}>
                <Card.Meta
                  title={item.name}
                  description={
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ minHeight: 66, marginBottom: 8 }}>
                      {item.summary}
                    </Typography.Paragraph>
                  }
                />
                <ProductFacts minAge={item.min_age} maxAge={item.max_age} price={item.test_price} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      {list.total_pages > 1 ? <Pagination style={{ marginTop: 16, textAlign: 'right' }} current={list.current_page} total={list.total_count} pageSize={CATALOGUE_PAGE_SIZE} onChange={setPage} /> : null}
    </div>
  );
}

export function ProductFacts({ minAge, maxAge, price }: { minAge: number | null; maxAge: number | null; price: number | null }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {minAge !== null && maxAge !== null ? <Tag color="blue">{t('content.catalogue.ages', { min: minAge, max: maxAge })}</Tag> : null}
      {price !== null ? <Tag>{t('content.catalogue.price', { price })}</Tag> : null}
    </Space>
  );
}
