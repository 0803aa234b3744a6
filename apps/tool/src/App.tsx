/**
 * The tool site: logged out it asks to be opened from the portal (which hands over the login
 * token); logged in it renders the page `routes.ts` matches, if the role holds its menu (else
 * 'the current identity has no related permission'). Test pages and the preview are their own
 * chunks (they bring the answer widgets, the queue, the PDF viewer).
 */
import { FullPageSpin, useAuth, useAuthStore } from '@portal/ui';
import { ConfigProvider } from 'antd';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { fontPx, storedFontSize } from './modules/testing';
import { NoPermissionPage } from './pages/NoPermissionPage';
import { OpenFromPortalPage } from './pages/OpenFromPortalPage';
import { ToolHomePage } from './pages/ToolHomePage';
import { matchToolRoute, mayOpen, type ToolRoute } from './routes';

const PreviewPage = lazy(() => import('./pages/PreviewPage').then((m) => ({ default: m.PreviewPage })));
const ScreeningPage = lazy(() => import('./pages/ScreeningPage').then((m) => ({ default: m.ScreeningPage })));
const ScreeningReportPage = lazy(() => import('./pages/ScreeningReportPage').then((m) => ({ default: m.ScreeningReportPage })));
const ScreeningReviewPage = lazy(() => import('./pages/ScreeningReviewPage').then((m) => ({ default: m.ScreeningReviewPage })));
const AssessmentPage = lazy(() => import('./pages/AssessmentPage').then((m) => ({ default: m.AssessmentPage })));
const SelectChildrenPage = lazy(() => import('./pages/SelectChildrenPage').then((m) => ({ default: m.SelectChildrenPage })));
const SpeechRecordingPage = lazy(() => import('./pages/SpeechRecordingPage').then((m) => ({ default: m.SpeechRecordingPage })));
const FormPage = lazy(() => import('./pages/FormPage').then((m) => ({ default: m.FormPage })));

function page(route: ToolRoute, search: string): ReactNode {
  switch (route.name) {
    case 'preview':
      return <PreviewPage fileId={route.fileId} />;
    case 'formPage':
      return <FormPage key={route.fromName} fromName={route.fromName} />;
    case 'screening':
      return <ScreeningPage key={route.testId} testId={route.testId} paged={route.paged} />;
    case 'screeningReport':
      return <ScreeningReportPage key={route.testId} testId={route.testId} />;
    case 'screeningReview':
      return <ScreeningReviewPage key={route.testId} testId={route.testId} reportId={route.reportId} />;
    case 'assessment':
      return <AssessmentPage key={`${route.page}/${route.testId}`} page={route.page} testId={route.testId} />;
    case 'speech':
      return <SpeechRecordingPage key={route.testId} testId={route.testId} dev={route.dev} />;
    case 'selectChildren':
      return <SelectChildrenPage toolsType={new URLSearchParams(search).get('tools_type') ?? ''} />;
    case 'home':
    case 'parentLink':
      return null;
  }
}

function RoutedPage() {
  const { user, menuList } = useAuth();
  const location = useLocation();
  const route = matchToolRoute(location.pathname);
  const menuIds = useMemo(() => new Set(menuList.map((m) => m.menuId)), [menuList]);
  if (!user) return null;
  if (!mayOpen(route, menuIds)) return <NoPermissionPage />;
  if (route.name === 'home' || route.name === 'parentLink') {
    const flow = route.name === 'home' ? route.flow : 'all';
    return <ToolHomePage user={user} flow={flow} toolsType={new URLSearchParams(location.search).get('tools_type')} />;
  }
  return <Suspense fallback={<FullPageSpin />}>{page(route, location.search)}</Suspense>;
}

export function App() {
  const { status, user } = useAuth();
  const store = useAuthStore();
  useEffect(() => {
    if (status === 'unknown') void store.loadLoginInfo();
  }, [status, store]);
  // The text size chosen on a test page (applied at start-up; changing it reloads).
  const theme = useMemo(() => ({ token: { fontSize: fontPx(storedFontSize(globalThis.localStorage)) } }), []);

  if (status === 'unknown') return <FullPageSpin />;
  if (status === 'loggedOut' || !user) return <OpenFromPortalPage />;
  return (
    <ConfigProvider theme={theme}>
      <RoutedPage />
    </ConfigProvider>
  );
}
