/** The response envelope every call returns. */
export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  data?: T;
  datas?: unknown;
  message?: string;
  msg?: string;
  statistics?: unknown;
  warn?: string;
  warn_code?: number;
  total?: number;
  current?: number;
  pageSize?: number;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { success?: unknown }).success === 'boolean'
  );
}
