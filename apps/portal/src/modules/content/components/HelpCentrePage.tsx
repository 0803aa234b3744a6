/**
 * The help centre (menu help_center, url /help): the published help articles in the user's
 * language, searchable by title; each opens its reading view at /content/module/help_center/{id}.
 */
import { HELP_CENTER_MENU } from '@portal/shared';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useLanguage } from '@portal/ui';
import { Card, Empty, Input, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchHelp, useLoaded } from '../api';

export const contentInfoPath = (menuId: string, id: string) => `/content/module/${encodeURIComponent(menuId)}/${encodeURIComponent(id)}`;

export function HelpCentrePage() {
  const { t } = useTranslation();
  const locale = useLanguage();
  const [search, setSearch] = useState('');
  const loaded = useLoaded(() => fetchHelp(search), `${locale}:${search}`);
  return (
    <Card data-testid="help-centre">
      <Input.Search
        allowClear
        placeholder={t('content.help.searchPlaceholder')}
        aria-label={t('content.help.searchPlaceholder')}
        onSearch={(value) => setSearch(value)}
        style={{ maxWidth: 420, marginBottom: 16 }}
        data-testid="help-search"
      />
      {loaded.state === 'loading' ? (
        <Skeleton active />
      ) : loaded.state === 'failed' ? (
        <Empty description={t('content.help.loadFailed')} />
      ) : (
        <List
          dataSource={loaded.value.rows}
          locale={{ emptyText: <Empty description={t('content.help.empty')} /> }}
          renderItem={(item) => (
            <List.Item key={item._id} data-testid="help-item">
              <List.Item.Meta
                avatar={<QuestionCircleOutlined style={{ fontSize: 20, color: '#1677ff', marginTop: 4 }} />}
                title={<Link to={contentInfoPath(HELP_CENTER_MENU, item._id)}>{item.name}</Link>}
                description={<Typography.Text type="secondary">{item.summary}</Typography.Text>}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
