/**
 * The batch confirmation dialog, registered as 'batchConfirm': lists the flow's rows,
 * POSTs their ids to modalProps.api on confirm and shows each row's result: status 200 a blue
 * success tag, anything else a red error tag with its message. Closing after the results
 * finishes the dialog with them (the flow goes on, e.g. to c.reload); cancelling before stops it.
 */
import { Button, Flex, List, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogComponentProps } from '../dialogs/components';
import { useFormServices } from '../form/context';
import { batchResults, rowId, rowsOf, type BatchRowResult } from './payload';

export function BatchResultList({ results }: { results: readonly BatchRowResult[] }) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      bordered
      data-testid="batch-results"
      dataSource={[...results]}
      renderItem={(r) => (
        <List.Item key={r.id} data-testid={`batch-result-${r.id}`}>
          <Space>
            <span>{r.label}</span>
            {r.ok ? (
              <Tag color="blue" data-testid="batch-result-success">
                {r.message || t('action.rowSuccess')}
              </Tag>
            ) : (
              <Tag color="red" data-testid="batch-result-error">
                {r.message || t('action.rowError')}
              </Tag>
            )}
          </Space>
        </List.Item>
      )}
    />
  );
}

export function BatchConfirm({ data, props, finish, cancel }: DialogComponentProps) {
  const { t } = useTranslation();
  const { request } = useFormServices(undefined);
  const rows = rowsOf(data);
  const rowKey = typeof props.rowKey === 'string' && props.rowKey ? props.rowKey : '_id';
  const labelField = typeof props.labelField === 'string' ? props.labelField : 'name';
  const api = typeof props.api === 'string' ? props.api : undefined;
  const [results, setResults] = useState<BatchRowResult[] | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!api || busy) return;
    setBusy(true);
    try {
      const answer = await request('POST', api, { data: { ids: rows.map((row) => rowId(row, rowKey)) } });
      setResults(batchResults(rows, rowKey, labelField, answer.data));
    } catch {
      // the call client showed the message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={12} data-testid="action-batch-confirm">
      {results ? (
        <BatchResultList results={results} />
      ) : (
        <>
          <div>{typeof props.confirmText === 'string' ? props.confirmText : t('action.batchConfirm', { count: rows.length })}</div>
          <List size="small" bordered dataSource={rows} renderItem={(row) => <List.Item key={rowId(row, rowKey)}>{String(row[labelField] ?? rowId(row, rowKey))}</List.Item>} />
        </>
      )}
      <Flex justify="end" gap={8}>
        {results ? (
          <Button type="primary" onClick={() => finish(results)} data-testid="batch-done">
            {t('action.done')}
          </Button>
        ) : (
          <>
            <Button onClick={cancel} data-testid="batch-cancel">
              {t('table.cancel')}
            </Button>
            <Button type="primary" loading={busy} disabled={!api || rows.length === 0} onClick={() => void confirm()} data-testid="batch-ok">
              {t('action.confirm')}
            </Button>
          </>
        )}
      </Flex>
    </Flex>
  );
}
