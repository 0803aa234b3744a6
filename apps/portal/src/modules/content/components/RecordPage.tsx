/**
 * A content record's own view (/content/module/{menu}/{id}): the record loaded by its id, a
 * skeleton meanwhile, 'not found' with the way back when it fails, else the record drawn with the
 * way back to its list.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoaded } from '../api';

export interface RecordPageProps<T> {
  menuId: string;
  infoId: string;
  load: (id: string) => Promise<T>;
  /** The back button's text (the list it returns to). */
  backLabel: string;
  children: (record: T, back: ReactNode) => ReactNode;
}

export function RecordPage<T>({ menuId, infoId, load, backLabel, children }: RecordPageProps<T>) {
  const { t } = useTranslation();
  const loaded = useLoaded(() => load(infoId), infoId);
  const back = (
    <Link to={`/module/${encodeURIComponent(menuId)}`}>
      <Button icon={<ArrowLeftOutlined />}>{backLabel}</Button>
    </Link>
  );
  if (loaded.state === 'loading') return <Skeleton active />;
  if (loaded.state === 'failed')
    return (
      <Card>
        <Empty description={t('content.article.notFound')}>{back}</Empty>
      </Card>
    );
  return <>{children(loaded.value, back)}</>;
}
