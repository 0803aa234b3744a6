// Browser-test harness: mounts the portal's training feedback views on their own page, inside a
// modal the size of the timeline dialog (800 px wide, body at most 600 px high), with the real
// call client (served at the tool site's origin, so file reads go to the real server with the
// stored token). Built by e2e/training-feedback.test.ts, never shipped.
import { AppProviders, createBrowserAuthStore, initI18n } from '@portal/ui';
import { Modal } from 'antd';
import { createRoot } from 'react-dom/client';
import { ActivityFeedback, ActivityPlanTable, IslandResultsTimeline, VideoDetailsDialog } from '../../apps/portal/src/modules/training/feedback';
import { fixtureActivity, fixtureConfig, fixtureStudent } from '../../apps/portal/src/modules/training/feedback/fixtures';

initI18n();
const q = new URLSearchParams(window.location.search);
const store = createBrowserAuthStore({ loadMenus: false, titleKey: 'tool.title' });
const student = fixtureStudent({ image: q.get('image') ?? 'none', video: q.get('video') ?? 'none', audio: q.get('audio') ?? 'none', other: q.get('other') ?? 'none' });
const activityId = q.get('activity') ?? 'look-and-name';
const view = q.get('view') ?? 'feedback';

const body =
  view === 'timeline' ? (
    <IslandResultsTimeline student={student} config={fixtureConfig} />
  ) : view === 'plan' ? (
    <ActivityPlanTable student={student} activity={fixtureActivity(student, activityId)} config={fixtureConfig} />
  ) : (
    <ActivityFeedback student={student} activity={fixtureActivity(student, activityId)} config={q.get('config') ? fixtureConfig : null} />
  );

createRoot(document.getElementById('root')!).render(
  <AppProviders authStore={store}>
    {view === 'video' ? (
      <VideoDetailsDialog open activity={fixtureActivity(student, activityId)} onClose={() => undefined} />
    ) : (
      <Modal open title={`${view} · ${activityId}`} footer={null} width={800} styles={{ body: { maxHeight: 600, overflowY: 'auto' } }} data-testid="harness-dialog">
        {body}
      </Modal>
    )}
  </AppProviders>,
);
