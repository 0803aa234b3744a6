/// <reference types="node" />
import type { InstitutionTool, UserInfo } from '@portal/shared';
import { AppProviders, createAuthStore, resources, type ApiResult } from '@portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { MenuNode } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from './App';

const memory = new Map<string, string>();
// Stubbed, and unstubbed after the file: the unit projects share one module cache across files.
vi.stubGlobal('localStorage', { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v), removeItem: (k: string) => void memory.delete(k) });
// The logged-out page links to the portal, derived from the tool site's own address.
vi.stubGlobal('window', { location: { protocol: 'https:', hostname: 'tool.example.cn', port: '', origin: 'https://tool.example.cn' } });
afterAll(() => vi.unstubAllGlobals());

const teacher: UserInfo = {
  _id: 'u', token: 't', username: 'teacher', nickname: '王老师', institution: 'i1', role: 'r1', institutionId: 'i1', roleId: 'r1',
  from_institution_name: 'Portal', from_role_mame: '', locale_type: 'zh',
  institution_list: [{ _id: 'i1', name: '阳光儿童中心', nameEn: 'Sunshine Children Centre' }],
  role_list: [{ _id: 'r1', name: '教师', nameEn: 'Teacher', institutionId: 'i1' }],
};
const ok = <T,>(data: T): ApiResult<T> => ({ code: 200, success: true, data, message: '' });

const menu = (menuId: string): MenuNode => ({ menuId, name: menuId, nameEn: menuId, type: 'item', icon: '', url: '', sort: 0, parentId: null, operate: null });

async function render(user: UserInfo | null, tools: InstitutionTool[] = [], lng: 'zh' | 'en' = 'zh', options: { path?: string; menus?: string[] } = {}): Promise<string> {
  await i18next.changeLanguage(lng);
  memory.clear();
  if (user) memory.set('token', 't');
  const store = createAuthStore({
    api: { reloadToken: async () => ok(user!), menuInfoTree: async () => ok({ menuTree: [], menuList: (options.menus ?? []).map(menu) }), logout: async () => ok(null) },
    storage: globalThis.localStorage,
    loadMenus: true,
    applyLocale: () => undefined,
    reloadAtOrigin: () => undefined,
  });
  await store.loadLoginInfo();
  const queryClient = new QueryClient();
  queryClient.setQueryData(['insTools', user?.institutionId ?? ''], tools);
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={queryClient}>
      <AppProviders authStore={store}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <App />
        </MemoryRouter>
      </AppProviders>
    </QueryClientProvider>,
  );
  const chunks: Buffer[] = [];
  for await (const c of prelude) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ resources, lng: 'zh', fallbackLng: 'zh', interpolation: { escapeValue: false }, showSupportNotice: false });
});

describe('tool site', () => {
  it('logged out: asks to open it from the portal and links there', async () => {
    const html = await render(null);
    expect(html).toContain('data-testid="open-from-portal"');
    expect(html).toContain('请从平台门户进入测评工具站');
    // Development (as under vitest) keeps the host and uses the portal port; a build swaps the name.
    expect(html).toContain(import.meta.env.DEV ? 'href="https://tool.example.cn:9620/"' : 'href="https://portal.example.cn/"');
    expect(html).toContain('data-testid="language-switch"');
  });

  it('logged out on a test page: the portal login brings the clinician back to that page', async () => {
    const html = await render(null, [], 'zh', { path: '/dreamit/end/test/t1' });
    expect(html).toContain('data-testid="open-from-portal"');
    expect(html).toMatch(/href="https:\/\/[^"]+\/\?tool_return=%2Fdreamit%2Fend%2Ftest%2Ft1"/);
  });

  it('logged in: header with nickname and institution, tool cards in the current language', async () => {
    const html = await render(teacher, [
      { _id: 'a', tools_type: 'Dream-S-2.0', name: '梦想-S', nameEn: 'DREAM-S', status: 'active' },
      { _id: 'b', tools_type: 'SWAM-S', name: 'SWAM 筛查', nameEn: 'SWAM screening', status: 'disabled' },
    ], 'en');
    expect(html).toContain('Assessment Tool Site');
    expect(html).toContain('王老师');
    expect(html).toContain('Sunshine Children Centre');
    expect(html).toContain('data-tool-type="Dream-S-2.0"');
    expect(html).toContain('DREAM-S');
    expect(html).toContain('Disabled');
  });

  it('logged in without tools: an empty state', async () => {
    const html = await render(teacher, []);
    expect(html).toContain('data-testid="tools-empty"');
    expect(html).toContain('本机构暂无可用的测评工具');
  });

  it('a role without the page’s menu is told it has no permission, in its language', async () => {
    const html = await render(teacher, [], 'zh', { path: '/dreamits/dreamits_testing/test/t1', menus: ['home', 'children'] });
    expect(html).toContain('data-testid="no-permission"');
    expect(html).toContain('当前身份无相关权限');
    const en = await render(teacher, [], 'en', { path: '/dreamit/testing/test/t1', menus: [] });
    expect(en).toContain('The current identity has no related permission');
  });

  it('the test-3 route needs its own menu; the report needs a tests or reports menu', async () => {
    expect(await render(teacher, [], 'zh', { path: '/dreamits/dreamits_testing_3/test/t1', menus: ['test_list'] })).toContain('data-testid="no-permission"');
    expect(await render(teacher, [], 'zh', { path: '/dreamits/dreamits_report/test/t1', menus: ['home'] })).toContain('data-testid="no-permission"');
  });

  it('/dreamits: the tools, with the Dream-ITS card chosen and its create-test form for a role that may test', async () => {
    const html = await render(teacher, [{ _id: 'a', tools_type: 'Dream-ITS', name: '梦想-ITS', nameEn: 'DREAM-ITS', status: 'active' }], 'zh', { path: '/dreamits', menus: ['test_list'] });
    expect(html).toContain('data-flow="v1"');
    expect(html).toContain('data-testid="create-test"');
    expect(html).toContain('新建测评');
    expect(html).toContain('从儿童列表创建');
    expect(html).toMatch(/data-tool-type="Dream-ITS" data-selected="true"/);
  });

  it('/dreamits for a role that may not test: the tools only', async () => {
    const html = await render(teacher, [{ _id: 'a', tools_type: 'Dream-ITS', name: '梦想-ITS', nameEn: 'DREAM-ITS', status: 'active' }], 'zh', { path: '/dreamits', menus: ['home'] });
    expect(html).toContain('data-testid="tools-grid"');
    expect(html).not.toContain('data-testid="create-test"');
  });
});
