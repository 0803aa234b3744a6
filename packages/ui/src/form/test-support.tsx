/// <reference types="node" />
/** Renders a DynamicForm to HTML in node (no effects), with i18n in the chosen language. */
import type { FormDefinition, LovEntry } from '@portal/shared';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { resources } from '../i18n/i18n';
import type { ApiResult } from '../http/client';
import { DynamicForm, type DynamicFormProps } from './DynamicForm';
import { createLovCache, type LovCache } from './lovCache';

export async function useLanguageForTest(lng: 'zh' | 'en'): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ resources, lng, fallbackLng: 'zh', interpolation: { escapeValue: false }, showSupportNotice: false });
  }
  await i18next.changeLanguage(lng);
}

export const identity = { institutionId: 'inst-1', roleId: 'role-1' };

/** A cache already holding `lovs` for the test identity. */
export async function filledCache(lovs: Record<string, LovEntry[]>): Promise<LovCache> {
  const cache = createLovCache();
  await cache.load(identity, Object.keys(lovs), async () => lovs);
  return cache;
}

const noRequest = async <T,>(): Promise<ApiResult<T>> => {
  throw new Error('no calls while rendering to a string');
};

export function renderForm(definition: FormDefinition, props: Partial<DynamicFormProps> & { lovCache?: LovCache } = {}): string {
  const { lovCache, ...rest } = props;
  return renderToString(
    <DynamicForm definition={definition} services={{ request: noRequest, identity, lovCache: lovCache ?? createLovCache() }} {...rest} />,
  );
}

export function form(items: FormDefinition['fromItem'], property?: FormDefinition['property']): FormDefinition {
  return { from_name: 'test_form', fromItem: items, ...(property ? { property } : {}) };
}
