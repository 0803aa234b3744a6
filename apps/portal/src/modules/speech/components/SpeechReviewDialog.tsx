/** The test lists' 'recordings' row action (dialog 'speech/review'): the review of the row's test. */
import { type DialogComponentProps } from '@portal/ui';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { SpeechReview } from './SpeechReview';

export function SpeechReviewDialog({ data }: DialogComponentProps) {
  const { t } = useTranslation();
  const row = Array.isArray(data) ? (data[0] as unknown) : data;
  const testId = row && typeof row === 'object' && typeof (row as { _id?: unknown })._id === 'string' ? (row as { _id: string })._id : null;
  if (!testId) return <Empty description={t('speech.review.loadFailed')} />;
  return <SpeechReview testId={testId} />;
}
