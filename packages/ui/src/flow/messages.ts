/**
 * Flow texts come from the i18n resources (keys `flow.*`) so they are complete in zh and en like
 * every other text; the engine reads them directly by locale so it needs no i18next instance.
 */
import type { Locale } from '@portal/shared';
import { en } from '../i18n/resources/en';
import { zh } from '../i18n/resources/zh';

export type FlowMessageKey = keyof typeof zh.flow;

export function flowText(key: FlowMessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  const template = (locale === 'en' ? en : zh).flow[key];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
