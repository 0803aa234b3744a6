/** 64 px header: logo and product title on the left, avatar menu on the right. */
import { Logo } from '@portal/ui';
import { Grid, Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AvatarMenu } from './AvatarMenu';

export const HEADER_HEIGHT = 64;

export function AppHeader({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation();
  // On a phone the full title would push the avatar off the header.
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <Layout.Header
      data-testid="app-header"
      style={{
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        padding: '0 16px',
        background: '#fff',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }} data-testid="header-home">
        <Logo size={32} />
        <Typography.Title level={5} ellipsis style={{ margin: 0 }} data-testid="header-title">
          {wide ? t('common.productTitle') : t('common.productShort')}
        </Typography.Title>
      </Link>
      <div style={{ flex: 1 }} />
      {extra}
      <AvatarMenu />
    </Layout.Header>
  );
}
