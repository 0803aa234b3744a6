/**
 * One v2 paragraph as text with inserted fields: text parts are plain text
 * areas that sit inline, fields are an input or a list's select, each with a remove button. A
 * field goes in at the caret of the text last focused (else at the end); a field part's own
 * text is its hint. Everything is a native
 * control in reading order, so Tab and typing are all it takes; no rich-text library.
 */
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { ComplaintInfo, CompassParagraphKey, LovEntry } from '@portal/shared';
import { buildLovOptions, useLanguage } from '@portal/ui';
import { Button, Dropdown, Flex, Input, Select, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { insertField, paragraphText, removeField, setFieldValue, setPartText, textWidthCh, type Caret, type FieldType } from '../complaintParts';

export interface ComplaintEditorProps {
  paragraph: CompassParagraphKey;
  title: string;
  value: ComplaintInfo;
  onChange(next: ComplaintInfo): void;
  disabled: boolean;
  /** Lists a field can be inserted from (value = lovName), and the loaded lists' entries. */
  insertable: readonly LovEntry[];
  lists: Record<string, LovEntry[] | undefined>;
}

const FIELD_WIDTH = 'min(100%, 14em)';

export function ComplaintEditor({ paragraph, title, value, onChange, disabled, insertable, lists }: ComplaintEditorProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const caret = useRef<Caret | null>(null);
  const focusKey = useRef<string | null>(null);
  const parts = value[paragraph];

  const insert = (type: FieldType, lovName?: string) => {
    const { info, key } = insertField(value, paragraph, caret.current, type, lovName);
    caret.current = null;
    focusKey.current = key;
    onChange(info);
  };

  if (disabled) {
    return (
      <Flex vertical gap={4} data-testid={`compass-paragraph-${paragraph}`}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid={`compass-paragraph-text-${paragraph}`}>
          {paragraphText(value, paragraph)}
        </Typography.Paragraph>
      </Flex>
    );
  }

  const lovMenu = insertable.map((entry) => ({ key: String(entry.value), label: locale === 'en' ? entry.contentEn || entry.content : entry.content }));
  return (
    <Flex vertical gap={6} data-testid={`compass-paragraph-${paragraph}`}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>{title}</Typography.Text>
        <Space size={4} wrap>
          <Button size="small" icon={<PlusOutlined />} onClick={() => insert('input')} data-testid={`compass-insert-input-${paragraph}`}>
            {t('compass.v2.insertInput')}
          </Button>
          <Dropdown disabled={lovMenu.length === 0} menu={{ items: lovMenu, onClick: ({ key }) => insert('lov', key) }} trigger={['click']}>
            <Button size="small" icon={<PlusOutlined />} data-testid={`compass-insert-lov-${paragraph}`}>
              {t('compass.v2.insertLov')}
            </Button>
          </Dropdown>
        </Space>
      </Flex>
      <Flex wrap align="center" gap={4} style={{ border: '1px solid rgba(5,5,5,0.15)', borderRadius: 6, padding: 6 }}>
        {parts.map((part, index) => {
          if (part.type === 'text') {
            return (
              <Input.TextArea
                key={part.key}
                variant="borderless"
                autoSize={{ minRows: 1, maxRows: 12 }}
                value={part.text}
                placeholder={parts.length === 1 ? t('compass.v2.textPlaceholder') : undefined}
                aria-label={title}
                style={{ width: `min(100%, ${textWidthCh(part.text)}ch)`, flex: parts.length === 1 ? '1 1 100%' : '0 1 auto', padding: '2px 4px' }}
                onChange={(e) => onChange(setPartText(value, paragraph, index, e.target.value))}
                onSelect={(e) => (caret.current = { index, offset: e.currentTarget.selectionStart ?? part.text.length })}
                onFocus={(e) => (caret.current = { index, offset: e.currentTarget.selectionStart ?? part.text.length })}
                data-testid={`compass-text-${paragraph}-${index}`}
              />
            );
          }
          const entry = value.input_map[part.key];
          const autoFocus = focusKey.current === part.key;
          if (autoFocus) focusKey.current = null;
          const remove = (
            <Button size="small" type="text" icon={<CloseOutlined />} aria-label={t('compass.v2.removeField')} title={t('compass.v2.removeField')} onClick={() => onChange(removeField(value, paragraph, part.key))} data-testid={`compass-field-remove-${part.key}`} />
          );
          if (part.type === 'lov') {
            const options = buildLovOptions(lists[part.lovName ?? ''], {}, locale).map((o) => ({ value: String(o.value), label: o.label }));
            return (
              <Space.Compact key={part.key} style={{ width: FIELD_WIDTH }}>
                <Select
                  size="small"
                  autoFocus={autoFocus}
                  style={{ width: '100%' }}
                  placeholder={part.text || t('compass.v2.lovPlaceholder')}
                  options={options}
                  value={typeof entry?.value === 'string' && entry.value !== '' ? entry.value : undefined}
                  onChange={(chosen: string) => onChange(setFieldValue(value, part.key, options.find((o) => o.value === chosen)?.label ?? chosen, chosen))}
                  data-testid={`compass-field-${part.key}`}
                />
                {remove}
              </Space.Compact>
            );
          }
          return (
            <Space.Compact key={part.key} style={{ width: FIELD_WIDTH }}>
              <Input
                size="small"
                autoFocus={autoFocus}
                placeholder={part.text || t('compass.v2.fieldPlaceholder')}
                value={entry?.text ?? ''}
                maxLength={2000}
                onChange={(e) => onChange(setFieldValue(value, part.key, e.target.value, e.target.value))}
                data-testid={`compass-field-${part.key}`}
              />
              {remove}
            </Space.Compact>
          );
        })}
      </Flex>
    </Flex>
  );
}
