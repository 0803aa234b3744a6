/**
 * The v2 case: the four paragraphs with inserted fields, the assessment-type selector (four
 * `open_type` toggles, editable only while the case is edited), and per chosen type its part: basic
 * data, the clinician's own fields (form builder), the bound reports, the dynamic-state form.
 */
import { COMPASS_DYNAMIC_STATE_FORM, COMPASS_INSERT_LOV, COMPASS_OPEN_TYPES, COMPASS_V2_PARAGRAPHS, type CompassInfo, type CompassOpenTypeKey, type ComplaintInfo } from '@portal/shared';
import { DraftPrompt, DynamicForm, localName, useDraft, useLanguage } from '@portal/ui';
import { Button, Card, Descriptions, Flex, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { editableComplaint, savedComplaint } from '../complaintParts';
import type { CompassCaseState } from '../hooks/useCompassCase';
import { useLovLists } from '../hooks/useLovLists';
import { ComplaintEditor } from './ComplaintEditor';
import { FormBuilderTable } from './FormBuilderTable';

const title = (t: { zh: string; en: string }, locale: 'zh' | 'en') => localName({ name: t.zh, nameEn: t.en }, locale);

function listNamesOf(info: ComplaintInfo, insertable: readonly { value: unknown }[]): string[] {
  const names = new Set(insertable.map((entry) => String(entry.value)));
  for (const paragraph of COMPASS_V2_PARAGRAPHS) for (const part of info[paragraph.key]) if (part.lovName) names.add(part.lovName);
  return [...names];
}

export function CompassV2Body({ info, state, editable, reports }: { info: CompassInfo; state: CompassCaseState; editable: boolean; reports: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const storedComplaint = info.edit_info.edit_complaint_info ?? info.complaint_info;
  const [complaint, setComplaint] = useState<ComplaintInfo>(() => editableComplaint(storedComplaint));
  const [dirty, setDirty] = useState(false);
  // The paragraphs typed are kept on the device until saved: a session that ends must not lose them.
  const stored = useMemo(() => editableComplaint(storedComplaint), [storedComplaint]);
  const draft = useDraft<ComplaintInfo>(editable ? { kind: 'compass-paragraphs', id: info._id } : null, stored);
  const restoreDraft = () => {
    const kept = draft.restore();
    if (!kept) return;
    setComplaint(kept);
    setDirty(true);
  };
  const insertLists = useLovLists([COMPASS_INSERT_LOV]);
  const insertable = useMemo(() => insertLists[COMPASS_INSERT_LOV] ?? [], [insertLists]);
  const lists = useLovLists(listNamesOf(complaint, insertable));
  const openType = info.edit_info.open_type;
  const dynamic = info.edit_info.dynamic_state;

  const toggle = (key: CompassOpenTypeKey, on: boolean) => void state.save({ open_type: { [key]: on } });

  return (
    <Flex vertical gap={12} data-testid="compass-v2">
      <Card
        size="small"
        title={t('compass.v2.paragraphs')}
        extra={
          editable ? (
            <Button
              type="primary"
              size="small"
              disabled={!dirty}
              loading={state.busy}
              onClick={() =>
                void state.save({ edit_complaint_info: savedComplaint(complaint) }).then((ok) => {
                  if (!ok) return;
                  setDirty(false);
                  draft.saved();
                })
              }
              data-testid="compass-paragraphs-save"
            >
              {t('compass.v2.saveParagraphs')}
            </Button>
          ) : null
        }
      >
        <DraftPrompt draft={draft.offered} onRestore={restoreDraft} onDiscard={draft.discard} />
        <Flex vertical gap={16}>
          {COMPASS_V2_PARAGRAPHS.map((paragraph) => (
            <ComplaintEditor
              key={paragraph.key}
              paragraph={paragraph.key}
              title={title(paragraph.title, locale)}
              value={complaint}
              onChange={(next) => {
                setComplaint(next);
                setDirty(true);
                draft.keep(next);
              }}
              disabled={!editable}
              insertable={insertable}
              lists={lists}
            />
          ))}
        </Flex>
      </Card>

      <Card size="small" title={t('compass.v2.assessmentType')} data-testid="compass-open-type">
        <Flex wrap gap={24}>
          {COMPASS_OPEN_TYPES.map((type) => (
            <label key={type.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <Switch size="small" checked={openType[type.key]} disabled={!editable || state.busy} onChange={(on) => toggle(type.key, on)} data-testid={`compass-open-type-${type.key}`} />
              {title(type.title, locale)}
            </label>
          ))}
        </Flex>
        {editable ? null : <Typography.Text type="secondary">{t('compass.v2.editOnly')}</Typography.Text>}
      </Card>

      {openType.basic_data ? (
        <Card size="small" title={title(COMPASS_OPEN_TYPES[0].title, locale)} data-testid="compass-basic-data">
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xl: 4 }}
            items={[
              { key: 'name', label: t('compass.case.child'), children: info.children.name },
              { key: 'birthday', label: t('compass.case.birthday'), children: info.children.birthday },
              { key: 'code', label: t('compass.case.code'), children: info.children.children_code ?? '' },
              { key: 'created', label: t('compass.case.created'), children: dayjs(info.createdTime).format('YYYY-MM-DD') },
            ]}
          />
        </Card>
      ) : null}

      {openType.clinical_observation ? (
        <FormBuilderTable key={`builder:${editable}`} form={dynamic.form} disabled={!editable} saving={state.busy} onSave={(form) => void state.save({ dynamic_state: { values: dynamic.values, form } })} />
      ) : null}

      {openType.report ? reports : null}

      {openType.dynamic_state ? (
        <Card size="small" title={t('compass.v2.dynamicState')} data-testid="compass-dynamic-state">
          <DynamicForm
            key={`dynamic:${editable}`}
            fromName={COMPASS_DYNAMIC_STATE_FORM}
            mode="edit"
            initialValues={dynamic.values}
            disabled={!editable}
            draftId={info._id}
            onSubmit={(values) => state.save({ dynamic_state: { values: { ...dynamic.values, ...values }, ...(dynamic.form ? { form: dynamic.form } : {}) } })}
          />
        </Card>
      ) : null}
    </Flex>
  );
}
