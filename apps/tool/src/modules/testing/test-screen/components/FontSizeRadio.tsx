/** The size radio of the test-page header: standard / large / extra large, then a reload. */
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseFontSize, FONT_SIZES, storedFontSize, type FontSize } from '../fontSize';

const LABEL = { standard: 'testing.shell.fontStandard', large: 'testing.shell.fontLarge', extraLarge: 'testing.shell.fontExtraLarge' } as const;

export function FontSizeRadio() {
  const { t } = useTranslation();
  const current = storedFontSize(window.localStorage);
  return (
    <Radio.Group
      size="small"
      optionType="button"
      value={current}
      aria-label={t('testing.shell.fontSize')}
      data-testid="font-size"
      onChange={(e) => chooseFontSize(e.target.value as FontSize, { storage: window.localStorage, reload: () => window.location.reload() })}
      options={FONT_SIZES.map((size) => ({ value: size, label: t(LABEL[size]) }))}
    />
  );
}
