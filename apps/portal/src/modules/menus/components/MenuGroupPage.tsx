/**
 * The page of a menu group (/module/{groupId}): its pages, one card each, in menu order. The
 * side menu links a group whose first child is an item here (platform-core §2.3).
 */
import { AppstoreOutlined } from '@ant-design/icons';
import type { MenuNode } from '@portal/shared';
import { localName, useLanguage } from '@portal/ui';
import { Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasMenuIcon, MenuIcon } from '../icons';
import { moduleLink, visibleChildren } from '../menuTree';

/** `linkOf`: where a page opens (the content area opens them under /content/module). */
export function MenuGroupPage({ group, linkOf = moduleLink }: { group: MenuNode; linkOf?: (menuId: string) => string }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const pages = visibleChildren(group);
  if (pages.length === 0) return <Empty description={t('shell.groupEmpty')} />;
  return (
    <Row gutter={[16, 16]} data-testid={`menu-group-page-${group.menuId}`}>
      {pages.map((page) => (
        <Col key={page.menuId} xs={24} sm={12} lg={8}>
          <Link to={linkOf(page.menuId)} data-testid={`menu-group-card-${page.menuId}`}>
            <Card hoverable size="small">
              <Card.Meta avatar={hasMenuIcon(page.icon ?? '') ? <MenuIcon name={page.icon!} /> : <AppstoreOutlined />} title={localName(page, locale)} />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
