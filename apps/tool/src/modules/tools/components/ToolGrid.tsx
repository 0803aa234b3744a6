/** The institution's tools as cards: two per row from md up, one per row on phones. */
import { AppstoreOutlined } from '@ant-design/icons';
import { useLanguage } from '@portal/ui';
import { Button, Card, Col, Empty, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInstitutionTools } from '../api/useInstitutionTools';
import { toolCards, type ToolCardModel } from '../toolCards';

export interface ToolGridProps {
  institutionId: string;
  /** The chosen card's tool type (outlined). */
  selected?: string | null;
  /** Cards of tools for which this answers true can be chosen (the home page's new test). */
  selectable?: (toolsType: string) => boolean;
  onSelect?: (card: ToolCardModel) => void;
}

export function ToolGrid({ institutionId, selected, selectable, onSelect }: ToolGridProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const query = useInstitutionTools(institutionId);

  if (query.isPending) return <Skeleton active data-testid="tools-loading" />;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={t('tool.loadFailed')}
        data-testid="tools-error"
        extra={<Button onClick={() => void query.refetch()}>{t('tool.retry')}</Button>}
      />
    );
  }
  const cards = toolCards(query.data, locale);
  if (cards.length === 0) return <Empty data-testid="tools-empty" description={t('tool.empty')} style={{ padding: '48px 0' }} />;

  return (
    <Row gutter={[16, 16]} data-testid="tools-grid">
      {cards.map((card) => {
        const choosable = Boolean(onSelect && card.active && selectable?.(card.toolsType));
        const chosen = selected === card.toolsType;
        return (
          <Col key={card.id} xs={24} md={12}>
            <Card
              data-testid="tool-card"
              data-tool-type={card.toolsType}
              data-selected={chosen}
              hoverable={choosable}
              onClick={choosable ? () => onSelect?.(card) : undefined}
              style={{ height: '100%', opacity: card.active ? 1 : 0.6, cursor: choosable ? 'pointer' : undefined, borderColor: chosen ? '#1f7a8c' : undefined, boxShadow: chosen ? '0 0 0 2px rgba(31,122,140,0.25)' : undefined }}
            >
              <Flex gap={12} align="flex-start">
                <AppstoreOutlined style={{ fontSize: 28, color: '#1f7a8c', marginTop: 4 }} />
                <Flex vertical gap={6} style={{ minWidth: 0 }}>
                  <Typography.Title level={5} style={{ margin: 0 }} data-testid="tool-card-name">
                    {card.name}
                  </Typography.Title>
                  <Flex gap={6} wrap>
                    <Tag data-testid="tool-card-type">{card.toolsType}</Tag>
                    <Tag color={card.active ? 'green' : 'default'}>{t(card.active ? 'tool.active' : 'tool.disabled')}</Tag>
                  </Flex>
                </Flex>
              </Flex>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
