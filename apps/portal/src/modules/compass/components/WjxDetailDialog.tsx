/**
 * A questionnaire's detail (dialog 'compass/wjx'): its content and parameters;
 * with `props.editable` the parameters are inputs (add, change, clear) saved with POST
 * /api/base/wjx/config/update {wjx_id, params}.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { WjxConfig } from '@portal/shared';
import { feedback, request, type DialogComponentProps } from '@portal/ui';
import { Button, Descriptions, Empty, Flex, Input, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchWjx, saveWjxParams } from '../api';
import { wjxIdOf } from '../rows';

interface ParamRow {
  name: string;
  value: string;
}

/** What is sent: named rows (trimmed), an emptied value as null (cleared). */
export function wjxParamsOf(rows: readonly ParamRow[]): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (name) out[name] = row.value.trim() === '' ? null : row.value;
  }
  return out;
}

export function WjxDetailDialog({ data, props, finish }: DialogComponentProps) {
  const { t } = useTranslation();
  const wjxId = wjxIdOf(data, props);
  const editable = props.editable === true;
  const [config, setConfig] = useState<WjxConfig | null>(null);
  const [failed, setFailed] = useState(false);
  const [rows, setRows] = useState<ParamRow[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!wjxId) return;
    let live = true;
    fetchWjx(request, wjxId).then(
      (loaded) => {
        if (!live) return;
        setConfig(loaded);
        setRows(Object.entries(loaded.from_params).map(([name, value]) => ({ name, value })));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wjxId]);

  if (!wjxId || failed) return <Empty description={t('compass.wjx.loadFailed')} data-testid="compass-wjx-failed" />;
  if (!config) return <Spin />;

  const save = async () => {
    setSaving(true);
    try {
      await saveWjxParams(request, wjxId, wjxParamsOf(rows));
      void feedback().message.success(t('compass.wjx.saved'));
      finish(true);
    } catch {
      // the call client showed the server's message
    } finally {
      setSaving(false);
    }
  };
  const setRow = (index: number, change: Partial<ParamRow>) => setRows((all) => all.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <Flex vertical gap={12} data-testid="compass-wjx">
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxHeight: '40vh', overflowY: 'auto' }} data-testid="compass-wjx-content">
        {config.wjx_content}
      </Typography.Paragraph>
      <Typography.Text strong>{t('compass.wjx.params')}</Typography.Text>
      {editable ? (
        <Flex vertical gap={6}>
          {rows.map((row, index) => (
            <Space.Compact key={index} style={{ width: '100%' }}>
              <Input style={{ width: '40%' }} placeholder={t('compass.wjx.paramKey')} aria-label={t('compass.wjx.paramKey')} value={row.name} onChange={(e) => setRow(index, { name: e.target.value })} data-testid={`compass-wjx-key-${index}`} />
              <Input style={{ width: '60%' }} placeholder={t('compass.wjx.paramValue')} aria-label={t('compass.wjx.paramValue')} value={row.value} onChange={(e) => setRow(index, { value: e.target.value })} data-testid={`compass-wjx-value-${index}`} />
            </Space.Compact>
          ))}
          <Flex justify="space-between">
            <Button icon={<PlusOutlined />} onClick={() => setRows((all) => [...all, { name: '', value: '' }])} data-testid="compass-wjx-add">
              {t('compass.wjx.addParam')}
            </Button>
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="compass-wjx-save">
              {t('compass.wjx.save')}
            </Button>
          </Flex>
        </Flex>
      ) : rows.length === 0 ? (
        <Typography.Text type="secondary">{t('compass.wjx.noParams')}</Typography.Text>
      ) : (
        <Descriptions size="small" bordered column={1} items={rows.map((row) => ({ key: row.name, label: row.name, children: row.value }))} />
      )}
    </Flex>
  );
}
