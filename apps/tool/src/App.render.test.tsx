/// <reference types="node" />
import type { InstitutionTool, UserInfo } from '@portal/shared';
import { AppProviders, createAuthStore, resources, type ApiResult } from '@portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from './App';

const memory = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v), removeItem: (k: string) => void memory.delete(k) },
  // The logged-out page links to the portal, derived from the tool site's own address.
  window: { location: { protocol: 'https:', hostname: 'tool.example.cn', port: '', origin: 'https://tool.example.cn' } },
});

const teacher: UserInfo = {
  _id: 'u', token: 't', username: 'teacher', nickname: '王老师', institution: 'i1', role: 'r1', institutionId: 'i1', roleId: 'r1',
  from_institution_name: 'Portal', from_role_mame: '', locale_type: 'zh',
  institution_list: [{ _id: 'i1', name: '阳光儿童中心', nameEn: 'Sunshine Children Centre' }],
  role_list: [{ _id: 'r1', name: '教师', nameEn: 'Teacher', institutionId: 'i1' }],
};
const ok = <T,>(data: T): ApiResult<T> => ({ code: 200, success: true, data, message: '' });

async function render(user: UserInfo | null, tools: InstitutionTool[] = [], lng: 'zh' | 'en' = 'zh'): Promise<string> {
  await i18next.changeLanguage(lng);
  memory.clear();
  if (user) memory.set('token', 't');
  const store = createAuthStore({
    api: { reloadToken: async () => ok(user!), menuInfoTree: async () => ok({ menuTree: [], menuList: [] }), logout: async () => ok(null) },
    storage: globalThis.localStorage,
    loadMenus: false,
    applyLocale: () => undefined,
    reloadAtOrigin: () => undefined,
  });
  await store.loadLoginInfo();
  const queryClient = new QueryClient();
  queryClient.setQueryData(['insTools', user?.institutionId ?? ''], tools);
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={queryClient}>
      <AppProviders authStore={store}>
        <App />
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
    expect(html).toContain(import.meta.env.DEV ? 'href="https://tool.example.cn:9620"' : 'href="https://portal.example.cn"');
    expect(html).toContain('data-testid="language-switch"');
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
});
