/**
 * A test's status as a tag: the text from the `test_status` list of values (the same the lists
 * show, per institution and role), the colour as the lists' seeded column gives it.
 */
import type { LovEntry } from '@portal/shared';
import { fetchLovs, request, useFormServices, useLanguage } from '@portal/ui';
import { Tag } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';

export const TEST_STATUS_LOV = 'test_status';

export const TEST_STATUS_COLORS: Record<string, string> = {
  Active: 'default',
  Additional: 'cyan',
  ParentsTesting: 'purple',
  Testing: 'processing',
  Close: 'green',
  RecClose: 'green',
  ExpClose: 'lime',
  Failure: 'red',
  Custom: 'gold',
  Edit: 'orange',
};

export function statusLabel(entries: readonly LovEntry[] | undefined, status: string, locale: 'zh' | 'en'): string {
  const entry = entries?.find((e) => String(e.value) === status);
  if (!entry) return status;
  return (locale === 'en' ? entry.contentEn || entry.content : entry.content) || status;
}

export function TestStatusTag({ status }: { status: string }) {
  const locale = useLanguage();
  const { lovCache, identity } = useFormServices(undefined);
  useSyncExternalStore(lovCache.subscribe, lovCache.version, lovCache.version);
  useEffect(() => {
    void lovCache
      .load(identity, [TEST_STATUS_LOV], fetchLovs(request))
      .catch(() => undefined);
  }, [lovCache, identity]);
  return (
    <Tag color={TEST_STATUS_COLORS[status] ?? 'default'} data-testid="test-status-tag" data-status={status}>
      {statusLabel(lovCache.peek(identity, TEST_STATUS_LOV), status, locale)}
    </Tag>
  );
}
