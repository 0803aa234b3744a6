/** The reading view of one help article (/content/module/help_center/{id}). */
import { Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { readArticle } from '../api';
import { ArticleBody } from './ArticleBody';
import { RecordPage } from './RecordPage';

export function HelpArticlePage({ menuId, infoId }: { menuId: string; infoId: string }) {
  const { t } = useTranslation();
  return (
    <RecordPage menuId={menuId} infoId={infoId} load={readArticle} backLabel={t('content.help.back')}>
      {(article, back) => (
        <Card data-testid="help-article" extra={back} title={article.name}>
          <div style={{ maxWidth: 820 }}>
            <Typography.Paragraph type="secondary">{t('content.help.updated', { date: dayjs(article.updatedTime).format('YYYY-MM-DD') })}</Typography.Paragraph>
            {article.summary ? <Typography.Paragraph strong>{article.summary}</Typography.Paragraph> : null}
            <ArticleBody html={article.content} />
          </div>
        </Card>
      )}
    </RecordPage>
  );
}
