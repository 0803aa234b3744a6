/** /swam/cai/test/{id} and /swam/cai/testDev/{id}: the clinician records a speech test's sitting. */
import { isSpeechTool } from '@portal/shared';
import { addLazyTexts } from '@portal/ui';
import { speechRecordingTexts } from '@portal/ui/i18n/resources/speechRecording.texts';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { TestBlocked, TestShell } from '../modules/testing';
import { blockedByStatus } from '../modules/testing/test-screen';
import { SpeechSitting, useSpeechTest } from '../modules/speech-recording';

// The page's words come with its chunk, not with the tool site's first page.
addLazyTexts(speechRecordingTexts);

export function SpeechRecordingPage({ testId, dev }: { testId: string; dev: boolean }) {
  const { t } = useTranslation();
  const query = useSpeechTest(testId);
  const test = query.data;
  return (
    <TestShell flow="v1" title={test?.tools_type ?? t('testing.speech.title')} testId="speech-page">
      {query.isPending ? (
        <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />
      ) : query.isError ? (
        <TestBlocked blocked={{ kind: 'error', message: query.error.message || t('testing.test.loadFailed') }} onRetry={() => void query.refetch()} />
      ) : !isSpeechTool(test!.tools_type) ? (
        <TestBlocked blocked={{ kind: 'error', message: t('testing.speech.notSpeech') }} />
      ) : blockedByStatus(test!.status) ? (
        <TestBlocked blocked={blockedByStatus(test!.status)!} />
      ) : (
        <SpeechSitting test={test!} dev={dev} />
      )}
    </TestShell>
  );
}
