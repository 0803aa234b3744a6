/**
 * The end page of a v2 test: a reward animation, the comments box ('fill in
 * the comments', at most 1000 characters with a counter, not required) saved through the end
 * menu's configured call, and the report preview by the tool's report path.
 */
import { FileTextOutlined, SaveOutlined } from '@ant-design/icons';
import type { TestView } from '@portal/shared';
import { DraftPrompt, PreviewScreen, useAuth, useDraft } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Modal, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LottiePlayer } from '../../../animation';
import { TestInfoBar } from '../../test-screen';
import { fetchV2Report, saveComments } from '../api';
import { COMMENTS_MAX, commentsCall } from '../flow';

export const END_ANIMATION = 'star_reward';

function ReportModal({ test, onClose }: { test: TestView; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useQuery({ queryKey: ['dreamit', 'report', test._id], queryFn: () => fetchV2Report(test.tools_type, test._id), retry: false, staleTime: Infinity });
  return (
    <Modal open onCancel={onClose} footer={null} width="80vw" title={t('testing.end.reportTitle')} destroyOnHidden data-testid="end-report-modal">
      {report.isPending ? (
        <Flex vertical align="center" gap={12} style={{ padding: 48 }}>
          <Spin size="large" />
          <Typography.Text type="secondary">{t('testing.report.loading')}</Typography.Text>
        </Flex>
      ) : report.isError ? (
        <Result status="warning" title={t('testing.report.failed')} subTitle={report.error.message} data-testid="report-failed" />
      ) : (
        <div data-testid="end-report" data-report-id={report.data._id}>
          <PreviewScreen fileId={report.data._id} height="70vh" />
        </div>
      )}
    </Modal>
  );
}

export function EndView({ test }: { test: TestView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { menuList } = useAuth();
  const [comments, setComments] = useState(test.comments ?? '');
  // Kept on the device while typed: a session ended by another login must not lose the comments.
  const draft = useDraft({ kind: 'test-comments', id: test._id }, test.comments ?? '');
  const type = (text: string) => {
    setComments(text);
    draft.keep(text);
  };
  const restore = () => {
    const kept = draft.restore();
    if (kept !== null) setComments(kept);
  };
  const [saving, setSaving] = useState(false);
  const [report, setReport] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await saveComments(commentsCall(menuList), test._id, comments);
      draft.saved();
      void message.success(t('testing.end.commentsSaved'));
    } catch {
      // The call client showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 820, margin: '0 auto' }} data-testid="end-view">
      <TestInfoBar test={test} />
      <Card>
        <LottiePlayer lottieKey={END_ANIMATION} style={{ maxHeight: 200 }} />
        <Result status="success" title={t('testing.end.done')} style={{ padding: '8px 0 0' }} />
      </Card>
      <Card title={t('testing.end.comments')}>
        <DraftPrompt draft={draft.offered} onRestore={restore} onDiscard={draft.discard} />
        <Input.TextArea
          value={comments}
          onChange={(e) => type(e.target.value)}
          maxLength={COMMENTS_MAX}
          showCount
          rows={4}
          placeholder={t('testing.end.commentsPlaceholder')}
          aria-label={t('testing.end.comments')}
          data-testid="end-comments"
        />
        <Flex justify="flex-end" gap={8} style={{ marginTop: 28 }} wrap>
          <Button icon={<SaveOutlined />} loading={saving} onClick={() => void save()} data-testid="end-comments-save">
            {t('testing.end.saveComments')}
          </Button>
          <Button type="primary" icon={<FileTextOutlined />} onClick={() => setReport(true)} data-testid="end-view-report">
            {t('testing.end.viewReport')}
          </Button>
        </Flex>
      </Card>
      {report ? <ReportModal test={test} onClose={() => setReport(false)} /> : null}
    </Flex>
  );
}
