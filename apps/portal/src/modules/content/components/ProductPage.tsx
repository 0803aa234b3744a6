/** One test product of the catalogue (/content/module/catalogue/{id}): cover, summary, ages, price, content, video, link. */
import { ExportOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import type { CatalogueItem } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProduct } from '../api';
import { ArticleBody } from './ArticleBody';
import { ProductFacts } from './CataloguePage';
import { CoverImage, useShownUrl } from './CoverImage';
import { RecordPage } from './RecordPage';

export function ProductPage({ menuId, infoId }: { menuId: string; infoId: string }) {
  const { t } = useTranslation();
  return (
    <RecordPage menuId={menuId} infoId={infoId} load={fetchProduct} backLabel={t('content.catalogue.back')}>
      {(item, back) => <ProductDetail item={item} back={back} />}
    </RecordPage>
  );
}

function ProductDetail({ item, back }: { item: CatalogueItem; back: ReactNode }) {
  const { t } = useTranslation();
  const video = useShownUrl(item.video_url);
  return (
    <Card data-testid="product-detail" title={item.name} extra={back}>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={10}>
          <CoverImage src={item.cover_url} alt={item.name} style={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 8 }} />
        </Col>
        <Col xs={24} md={14}>
          <Typography.Paragraph style={{ fontSize: 15 }}>{item.summary}</Typography.Paragraph>
          <ProductFacts minAge={item.min_age} maxAge={item.max_age} price={item.test_price} />
          {item.link_url ? (
            <div style={{ marginTop: 16 }}>
              <Button type="primary" icon={<ExportOutlined />} href={item.link_url} target="_blank" rel="noopener noreferrer">
                {t('content.catalogue.link')}
              </Button>
            </div>
          ) : null}
        </Col>
      </Row>
      <div style={{ marginTop: 24, maxWidth: 860 }}>
        <ArticleBody html={item.content} />
      </div>
      {video ? (
        <div style={{ marginTop: 24 }}>
          <Typography.Title level={5}>{t('content.catalogue.video')}</Typography.Title>
          <video src={video} controls preload="metadata" style={{ width: '100%', maxWidth: 640, borderRadius: 8, background: '#000' }} data-testid="product-video" />
        </div>
      ) : null}
    </Card>
  );
}
