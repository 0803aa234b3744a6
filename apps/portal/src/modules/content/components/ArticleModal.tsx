/**
 * A news article opened from the latest news (test-and-training §2.2 item 1): its stored content,
 * or its link in an embedded frame. The frame is sandboxed (scripts of the linked page run in an
 * opaque origin: no access to the portal, its storage or its token) and sends no referrer.
 */
import type { NewsItem } from '@portal/shared';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { readArticle, useLoaded } from '../api';
import { ArticleBody } from './ArticleBody';

export const ARTICLE_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms';

export function ArticleModal({ article, onClose }: { article: NewsItem; onClose: () => void }) {
  const { t } = useTranslation();
  const loaded = useLoaded(() => (article.has_content ? readArticle(article._id) : Promise.resolve(null)), article._id);
  const link = article.link_url;
  return (
    <Modal
      open
      title={article.name}
      width={800}
      onCancel={onClose}
      destroyOnHidden
      data-testid="article-modal"
      footer={
        link ? (
          <Button icon={<ExportOutlined />} href={link} target="_blank" rel="noopener noreferrer">
            {t('content.news.openLink')}
          </Button>
        ) : null
      }
    >
      {article.has_content ? (
        loaded.state === 'loading' ? (
          <Skeleton active />
        ) : loaded.state === 'ready' && loaded.value ? (
          <ArticleBody html={loaded.value.content} />
        ) : (
          <Empty description={t('content.article.notFound')} />
        )
      ) : link ? (
        <iframe
          title={article.name}
          src={link}
          sandbox={ARTICLE_FRAME_SANDBOX}
          referrerPolicy="no-referrer"
          data-testid="article-frame"
          style={{ width: '100%', height: '70vh', border: 0 }}
        />
      ) : (
        <Empty description={t('content.article.notFound')} />
      )}
    </Modal>
  );
}
