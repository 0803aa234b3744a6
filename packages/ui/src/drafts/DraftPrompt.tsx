/** The offer of text kept on the device: '恢复未保存的内容', with restore and discard. */
import { Alert, Button, Flex } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Draft } from './store';

export function DraftPrompt({ draft, onRestore, onDiscard }: { draft: Draft | null; onRestore(): void; onDiscard(): void }) {
  const { t } = useTranslation();
  if (!draft) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      title={t('drafts.title')}
      description={t('drafts.text', { time: dayjs(draft.savedAt).format('YYYY-MM-DD HH:mm') })}
      action={
        <Flex vertical gap={4}>
          <Button size="small" type="primary" onClick={onRestore} data-testid="draft-restore">
            {t('drafts.restore')}
          </Button>
          <Button size="small" onClick={onDiscard} data-testid="draft-discard">
            {t('drafts.discard')}
          </Button>
        </Flex>
      }
      data-testid="draft-prompt"
    />
  );
}
