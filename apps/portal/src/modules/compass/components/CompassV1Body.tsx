/**
 * The v1 case's sections: basic info, parents' chief complaint, assessment
 * tools and methods, assessment recommendations, intervention plan and parental advice, each its
 * configured form filled from `edit_info.edit_from_info`. A section's save sends that section
 * whole (its stored values with the changes over them): the server replaces the sections named.
 */
import { COMPASS_V1_SECTIONS, type CompassInfo } from '@portal/shared';
import { DynamicForm, localName, useLanguage, type FormValues } from '@portal/ui';
import { Card, Flex } from 'antd';
import type { CompassCaseState } from '../hooks/useCompassCase';

/** The case's own section list (from_info), else the standard six. */
export function sectionsOf(info: CompassInfo): { key: string; fromName: string; title: { zh: string; en: string } }[] {
  if (info.from_info.length > 0) return info.from_info.map((s) => ({ key: s.key, fromName: s.from_name, title: s.title }));
  return COMPASS_V1_SECTIONS.map((s) => ({ key: s.key, fromName: s.fromName, title: s.title }));
}

/** A section's values to store: what was there, with the form's changes (cleared ones as null) over it. */
export function sectionValues(stored: FormValues | undefined, changed: FormValues): FormValues {
  return { ...(stored ?? {}), ...changed };
}

export function CompassV1Body({ info, state, editable }: { info: CompassInfo; state: CompassCaseState; editable: boolean }) {
  const locale = useLanguage();
  return (
    <Flex vertical gap={12} data-testid="compass-v1">
      {sectionsOf(info).map((section) => {
        const stored = info.edit_info.edit_from_info[section.key];
        return (
          <Card key={section.key} size="small" title={localName({ name: section.title.zh, nameEn: section.title.en }, locale)} data-testid={`compass-section-${section.key}`}>
            <DynamicForm
              key={`${section.key}:${editable}`}
              fromName={section.fromName}
              mode="edit"
              initialValues={stored ?? {}}
              disabled={!editable}
              draftId={`${info._id}:${section.key}`}
              onSubmit={(values) => state.save({ edit_from_info: { [section.key]: sectionValues(stored, values) } })}
            />
          </Card>
        );
      })}
    </Flex>
  );
}
