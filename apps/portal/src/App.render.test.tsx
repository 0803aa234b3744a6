import { encodeQrParam } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { doctor, menuList, menuTree } from './test/fixtures';
import { renderRoute, resetStorage, useLanguageForTest } from './test/renderApp';

const loggedIn = { user: doctor, menuTree, menuList };

beforeEach(async () => {
  resetStorage();
  await useLanguageForTest('zh');
});

describe('logged out', () => {
  it('/ shows the login form with the product title', async () => {
    const html = await renderRoute('/', null);
    for (const id of ['login-username', 'login-password', 'login-submit', 'language-switch', 'icp-footer']) expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain('儿童语言与发展评估平台');
    expect(html).toContain('京ICP备00000000号');
  });

  it('the login page follows the language', async () => {
    await useLanguageForTest('en');
    const html = await renderRoute('/', null);
    expect(html).toContain('Child Language &amp; Development Assessment Portal');
    expect(html).toContain('Log in');
  });

  it('the QR route stays reachable and shows the decoded text', async () => {
    const html = await renderRoute(`/qrcode/${encodeQrParam('https://tool.example.cn/t?name=小明')}`, null);
    expect(html).toContain('data-testid="qr-text"');
    expect(html).toContain('https://tool.example.cn/t?name=小明');
  });

  it('an undecodable QR parameter shows an error', async () => {
    const html = await renderRoute('/qrcode/***', null);
    expect(html).toContain('data-testid="qr-error"');
    expect(html).toContain('无法识别的二维码链接');
  });

  it('the plus-info page is reachable logged out: it goes to the tool site’s parent pages', async () => {
    const html = await renderRoute('/dreamit/token/abc', null);
    expect(html).toContain('正在跳转到测评工具站');
    expect(html).not.toContain('data-testid="page-not-configured"');
  });

  it('tool-site routes render the redirect notice', async () => {
    expect(await renderRoute('/dreamits/offline', null)).toContain('正在跳转到测评工具站');
  });
});

describe('logged in shell', () => {
  it('/ shows header, menu and the dashboard with name, institution and role', async () => {
    const html = await renderRoute('/', loggedIn);
    for (const id of ['app-header', 'avatar-menu', 'side-menu', 'dashboard', 'icp-footer']) expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain('欢迎，李医生');
    expect(html).toContain('阳光儿童中心');
    expect(html).toContain('评估师');
  });

  it('builds menu links and survives an unknown icon name', async () => {
    const html = await renderRoute('/', loggedIn);
    expect(html).toContain('data-testid="menu-link-children_mgmt"');
    expect(html).toContain('href="/module/children_mgmt"');
    expect(html).toContain('data-testid="menu-link-system"');
    expect(html).toContain('儿童管理');
  });

  it('a menu page shows its name, breadcrumb and the not-configured state, in English too', async () => {
    await useLanguageForTest('en');
    const html = await renderRoute('/module/children_mgmt', loggedIn);
    expect(html).toContain('data-testid="page-breadcrumb"');
    expect(html).toContain('Children');
    expect(html).toContain('No content has been configured for this page yet');
  });

  it('a menu without url, or unknown to the identity, says no permission', async () => {
    expect(await renderRoute('/module/help_center', loggedIn)).toContain('当前身份无相关权限');
    expect(await renderRoute('/module/not_mine', loggedIn)).toContain('data-testid="no-permission"');
  });

  it('content and info pages render inside the shell', async () => {
    const content = await renderRoute('/content', loggedIn);
    expect(content).toContain('内容中心');
    expect(content).toContain('href="/content/module/children_mgmt"');
    expect(await renderRoute('/info/children_mgmt/42', loggedIn)).toContain('儿童管理');
  });

  it('content module routes show the module, and say no permission for a menu the identity lacks', async () => {
    const page = await renderRoute('/content/module/children_mgmt', loggedIn);
    expect(page).toContain('儿童管理');
    expect(page).not.toContain('data-testid="no-permission"');
    expect(await renderRoute('/content/module/not_mine', loggedIn)).toContain('当前身份无相关权限');
    expect(await renderRoute('/content/module/not_mine/42', loggedIn)).toContain('data-testid="no-permission"');
    expect(await renderRoute('/content/module/children_mgmt/42', loggedIn)).toContain('详情');
  });

  it('the speech-tool area says no permission to an identity without its test list', async () => {
    const page = await renderRoute('/swams/swam_s_test_list', loggedIn);
    expect(page).toContain('data-testid="no-permission"');
    expect(page).toContain('当前身份无相关权限');
    expect(await renderRoute('/swams/swam_s_test_list/test/42', loggedIn)).toContain('data-testid="no-permission"');
  });

  it('pad-mode screens hide the back-home button', async () => {
    expect(await renderRoute('/swams', loggedIn)).toContain('data-testid="back-home"');
    resetStorage({ mode: 'pad' });
    expect(await renderRoute('/swams', loggedIn)).not.toContain('data-testid="back-home"');
  });
});

describe('fallback', () => {
  it('an unknown route shows the not-found page with a way home', async () => {
    const html = await renderRoute('/no/such/page', null);
    expect(html).toContain('data-testid="not-found"');
    expect(html).toContain('data-testid="not-found-home"');
    expect(html).toContain('页面不存在');
  });
});
