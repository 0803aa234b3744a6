/** Every word of the sitting as a chip: its mark once recorded, and whether its recording is still on this device or uploaded. */
import { CheckOutlined, HourglassOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '../uploads';

export interface StripItem {
  key: string;
  word: string;
  status: ItemStatus | null;
  delivery: 'none' | 'pending' | 'sent';
}

const COLOR: Record<ItemStatus, string> = { Successful: '#389e0d', Alternative: '#c41d7f', NotPronounced: '#c41d7f' };

export function ItemStrip({ items, current, onPick }: { items: StripItem[]; current: number; onPick: (index: number) => void }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={8} data-testid="speech-items">
      {items.map((item, index) => (
        <Button
          key={item.key}
          size="small"
          type={index === current ? 'primary' : 'default'}
          ghost={index === current}
          onClick={() => onPick(index)}
          data-testid={`speech-item-${item.key}`}
          data-status={item.status ?? ''}
          data-delivery={item.delivery}
          title={`${item.status ? t(`testing.speech.status.${item.status}`) : ''} ${t(`testing.speech.state.${item.delivery}`)}`.trim()}
          icon={item.delivery === 'sent' ? <CheckOutlined /> : item.delivery === 'pending' ? <HourglassOutlined /> : undefined}
          style={item.status ? { borderColor: COLOR[item.status], color: index === current ? undefined : COLOR[item.status] } : undefined}
        >
          {item.word}
        </Button>
      ))}
    </Flex>
  );
}
