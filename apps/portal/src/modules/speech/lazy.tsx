/** The module's two entry components as lazy chunks, each with its own loading state (a dialog or an embedding page must not suspend the whole page). */
import type { DialogComponentProps } from '@portal/ui';
import { Flex, Spin } from 'antd';
import { lazy, Suspense } from 'react';

const Review = lazy(() => import('./components/SpeechReview').then((m) => ({ default: m.SpeechReview })));
const Dialog = lazy(() => import('./components/SpeechReviewDialog').then((m) => ({ default: m.SpeechReviewDialog })));

const loading = (
  <Flex justify="center" style={{ padding: 48 }}>
    <Spin />
  </Flex>
);

/** The review of one test's recordings (§2.2 item 11); `dev` opens it in developer mode. */
export function SpeechReview(props: { testId: string; dev?: boolean }) {
  return (
    <Suspense fallback={loading}>
      <Review {...props} />
    </Suspense>
  );
}

export function SpeechReviewDialog(props: DialogComponentProps) {
  return (
    <Suspense fallback={loading}>
      <Dialog {...props} />
    </Suspense>
  );
}
