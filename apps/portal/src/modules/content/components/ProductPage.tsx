/** One test product of the catalogue (/content/module/catalogue/{id}): cover, summary, ages, price, content, video, link. */
import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchProduct, useLoaded } from '../api';
import { ArticleBody } from './ArticleBody';
import { ProductFacts } from './CataloguePage';
import { CoverImage, useShownUrl } from './CoverImage';

export function ProductPage({ menuId, infoId }: { menuId: string; infoId: string }) {
  const { t } = useTranslation();
  const loaded = useLoaded(() => fetchProduct(infoId), infoId);
  const video = useShownUrl(loaded.state === 'ready' ? loaded.value.video_url : null);
  const back = (
    <Link to={`/module/${encodeURIComponent(menuId)}`}>
      <Button icon={<ArrowLeftOutlined />}>{t('content.catalogue.back')}</Button>
    </Link>
  );
  if (loaded.state === 'loading') return <Skeleton active />;
  if (loaded.state === 'failed')
    return (
      <Card>
        <Empty description={t('content.article.notFound')}>{back}</Empty>
      </Card>
    );
  const item = loaded.value;
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
