/** The loud box for an item whose input type is missing or unknown (amis factory style). */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export function UnknownInput({ item }: { item: unknown }) {
  const { t } = useTranslation();
  const keyName = (item as { keyName?: unknown } | null)?.keyName;
  let json: string;
  try {
    json = JSON.stringify(item, null, 2);
  } catch {
    json = String(item);
  }
  return (
    <Alert
      type="error"
      showIcon
      data-testid="form-unknown-input"
      title={t('error.inputTypeNotSet')}
      description={
        <div>
          <div>{t('form.unknownField', { key: String(keyName ?? '') })}</div>
          <pre style={{ margin: 0, maxHeight: 200, overflow: 'auto', fontSize: 12 }}>{json}</pre>
        </div>
      }
    />
  );
}
