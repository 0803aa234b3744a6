/**
 * The portal's routes. Only the login gate and the redirects are in the entry bundle; every other
 * page (and the shell with its menus and icons) is a lazy chunk, which keeps the login page small.
 */
import { FullPageSpin } from '@portal/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RequireLogin } from './modules/identity';
import { loadRoleMenusPage } from './modules/menus';
import { loadNotFound, RootGate } from './modules/shell';
import { loadSwamsPages } from './modules/swams';
import { PadRedirect, ToolSiteRedirect } from './modules/testing';

/** React.lazy for named exports. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}

const shellPages = () => import('./pages/ShellPages');
const standalonePages = () => import('./pages/StandalonePages');
const DashboardPage = lazyNamed(shellPages, 'DashboardPage');
const ContentPage = lazyNamed(shellPages, 'ContentPage');
const ContentModulePage = lazyNamed(shellPages, 'ContentModulePage');
const InfoPage = lazyNamed(shellPages, 'InfoPage');
const ModulePage = lazyNamed(() => import('./pages/ModulePage'), 'ModulePage');
const FormPage = lazyNamed(standalonePages, 'FormPage');
const PreviewPage = lazyNamed(standalonePages, 'PreviewPage');
const SwamsArea = lazyNamed(loadSwamsPages, 'SwamsArea');
const AiReportPage = lazyNamed(standalonePages, 'AiReportPage');
const QrPage = lazyNamed(() => import('./pages/QrPage'), 'QrPage');
const RoleMenusPage = lazyNamed(loadRoleMenusPage, 'RoleMenusPage');
const NotFound = lazyNamed(loadNotFound, 'NotFound');

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpin />}>
      <Routes>
        <Route path="/" element={<RootGate />}>
          <Route index element={<DashboardPage />} />
          <Route path="module/:moduleId" element={<ModulePage />} />
          <Route path="content" element={<ContentPage />} />
          <Route path="content/module/:moduleId" element={<ContentModulePage />} />
          <Route path="content/module/:moduleId/:infoId" element={<ContentModulePage />} />
          <Route path="info/:moduleId/:infoId" element={<InfoPage />} />
          <Route path="devtools/role-menus" element={<RoleMenusPage />} />
        </Route>

        {/* Reachable logged out. */}
        <Route path="/qrcode/:string" element={<QrPage />} />
        <Route path="/from/:fromName" element={<FormPage />} />
        {/* The parent's plus-info page is the tool site's: its ready page confirms the child, then the additional forms. */}
        <Route path="/dreamit/token/:token" element={<ToolSiteRedirect />} />
        <Route path="/early" element={<ToolSiteRedirect />} />
        <Route path="/dreamits/offline" element={<ToolSiteRedirect />} />
        <Route path="/dreamits/token/:token" element={<ToolSiteRedirect />} />
        <Route path="/dreamits/distributors/:order_code" element={<ToolSiteRedirect />} />

        {/* Pad mode: to the tool site with the token, or to the login screen first. */}
        <Route path="/dreamits" element={<PadRedirect setPadMode />} />
        <Route path="/preview/dream/:fileId" element={<PadRedirect />} />
        <Route path="/preview/dreamits/:fileId" element={<PadRedirect />} />
        <Route path="/preview/:fileId" element={<RequireLogin><PreviewPage /></RequireLogin>} />
        {/* The speech-tool area: a module the user lacks goes to its test list, or says there is no permission. */}
        <Route path="/swams" element={<RequireLogin><SwamsArea /></RequireLogin>} />
        <Route path="/swams/:moduleId" element={<RequireLogin><SwamsArea /></RequireLogin>} />
        <Route path="/swams/:moduleId/test/:testId" element={<RequireLogin><SwamsArea /></RequireLogin>} />
        <Route path="/swams/:moduleId/test/:testId/report/:reportId" element={<RequireLogin><SwamsArea /></RequireLogin>} />
        <Route path="/swams/:moduleId/pre/:uuid" element={<RequireLogin><SwamsArea /></RequireLogin>} />
        <Route path="/report/ai/:testId" element={<RequireLogin><AiReportPage /></RequireLogin>} />

        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
