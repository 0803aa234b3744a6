/**
 * The dashboard's 'latest news' column (5 of 24): cover, name and summary of each published
 * article in a scrolling list; a click opens the article in a modal.
 */
import type { NewsItem } from '@portal/shared';
import { Card, Empty, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@portal/ui';
import { fetchNews, useLoaded } from '../api';
import { ArticleModal } from './ArticleModal';
import { CoverImage } from './CoverImage';

export function LatestNews({ height = 640 }: { height?: number }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  // The server answers in the user's language: reload when it changes.
  const loaded = useLoaded(() => fetchNews(), locale);
  const [open, setOpen] = useState<NewsItem | null>(null);
  return (
    <Card title={t('content.news.title')} data-testid="latest-news" styles={{ body: { padding: 0 } }}>
      <div style={{ maxHeight: height, overflowY: 'auto' }}>
        {loaded.state === 'loading' ? (
          <Skeleton active style={{ padding: 16 }} />
        ) : loaded.state === 'failed' ? (
          <Empty description={t('content.news.loadFailed')} style={{ padding: 24 }} />
        ) : (
          <List
            dataSource={loaded.value.rows}
            locale={{ emptyText: <Empty description={t('content.news.empty')} /> }}
            renderItem={(item) => (
              <List.Item key={item._id} style={{ padding: 12, cursor: 'pointer', display: 'block' }} onClick={() => setOpen(item)} data-testid="news-item">
                <CoverImage src={item.cover_url} alt={item.name} style={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 6, marginBottom: 8 }} />
                <Typography.Text strong>{item.name}</Typography.Text>
                {item.summary ? (
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0', fontSize: 13 }}>
                    {item.summary}
                  </Typography.Paragraph>
                ) : null}
              </List.Item>
            )}
          />
        )}
      </div>
      {open ? <ArticleModal article={open} onClose={() => setOpen(null)} /> : null}
    </Card>
  );
}
