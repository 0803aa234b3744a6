/** The reading view of one help article (/content/module/help_center/{id}). */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readArticle, useLoaded } from '../api';
import { ArticleBody } from './ArticleBody';

export function HelpArticlePage({ menuId, infoId }: { menuId: string; infoId: string }) {
  const { t } = useTranslation();
  const loaded = useLoaded(() => readArticle(infoId), infoId);
  const back = (
    <Link to={`/module/${encodeURIComponent(menuId)}`}>
      <Button icon={<ArrowLeftOutlined />}>{t('content.help.back')}</Button>
    </Link>
  );
  if (loaded.state === 'loading') return <Skeleton active />;
  if (loaded.state === 'failed')
    return (
      <Card>
        <Empty description={t('content.article.notFound')}>{back}</Empty>
      </Card>
    );
  const article = loaded.value;
  return (
    <Card data-testid="help-article" extra={back} title={article.name}>
      <div style={{ maxWidth: 820 }}>
        <Typography.Paragraph type="secondary">{t('content.help.updated', { date: dayjs(article.updatedTime).format('YYYY-MM-DD') })}</Typography.Paragraph>
        {article.summary ? <Typography.Paragraph strong>{article.summary}</Typography.Paragraph> : null}
        <ArticleBody html={article.content} />
      </div>
    </Card>
  );
}
