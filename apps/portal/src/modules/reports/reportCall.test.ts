import { describe, expect, it } from 'vitest';
import type { HttpMethod, RequestOptions } from '@portal/ui';
import { fetchReport } from './reportCall';

function fakeRequest(data: unknown) {
  const calls: Array<{ method: HttpMethod; url: string; options?: RequestOptions }> = [];
  const request = async <T,>(method: HttpMethod, url: string, options?: RequestOptions) => {
    calls.push({ method, url, ...(options ? { options } : {}) });
    return { code: 200, success: true, data: data as T, message: 'ok' };
  };
  return { request, calls };
}

describe('the report call of a report-version cell', () => {
  it('asks the row’s tool’s path with the test id, version and reload, and answers the file', async () => {
    const { request, calls } = fakeRequest({ _id: 'file-1', extension: 'pdf' });
    const report = await fetchReport(request, { row: { _id: 't1', tools_type: 'Dream-C-2.0' }, version: 'v2', reload: true }, 'zh');
    expect(report._id).toBe('file-1');
    expect(calls).toEqual([{ method: 'GET', url: '/api/base/dreamc/v2/report', options: { params: { _id: 't1', report_version: 'v2', reload: 'true' }, silent: true } }]);
    await fetchReport(request, { row: { _id: 't2', tools_type: 'Dream-ITS' }, version: undefined, reload: false }, 'zh');
    expect(calls[1]).toMatchObject({ url: '/api/base/dreamits/report', options: { params: { _id: 't2' } } });
  });

  it('a tool without a report path: “report tool address not configured”, nothing asked', async () => {
    const { request, calls } = fakeRequest({});
    await expect(fetchReport(request, { row: { _id: 't', tools_type: 'Ment' }, version: 'v1', reload: false }, 'en')).rejects.toThrow('Report tool address not configured');
    await expect(fetchReport(request, { row: { _id: 't' }, version: 'v1', reload: false }, 'zh')).rejects.toThrow('报告工具地址未配置');
    expect(calls).toEqual([]);
  });

  it('an answer without a file id: “report generation failed”', async () => {
    const { request } = fakeRequest({ report_version: 'v1' });
    await expect(fetchReport(request, { row: { _id: 't', tools_type: 'Dream-IT' }, version: 'v1', reload: false }, 'zh')).rejects.toThrow('报告生成失败');
  });
});
