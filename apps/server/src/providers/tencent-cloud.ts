/**
 * What every Tencent Cloud adapter (SMS, oral evaluation) needs around the official SDK, which
 * does the TC3-HMAC-SHA256 signing itself: where the calls go, and what a refused call says.
 */

/** The SDK takes the protocol and the host apart; a bare host means https. */
export function splitEndpoint(endpoint: string): { protocol: string; host: string } {
  const match = /^(https?):\/\/([^/]+)\/?$/i.exec(endpoint.trim());
  if (match) return { protocol: `${match[1]!.toLowerCase()}://`, host: match[2]! };
  return { protocol: 'https://', host: endpoint.trim().replace(/\/+$/, '') };
}

/** What the SDK's exception carries (TencentCloudSDKHttpException). */
interface SdkError {
  code?: string;
  message?: string;
  requestId?: string;
  httpCode?: number;
}

/** The log line of a refused or failed call: the service's error code, its message, the HTTP status and the request id. */
export function sdkErrorDetail(error: unknown): string {
  const e = (error ?? {}) as SdkError;
  const detail = [e.code, e.message, e.httpCode && `HTTP ${e.httpCode}`, e.requestId && `request ${e.requestId}`].filter(Boolean).join(' ');
  return detail || 'request failed';
}
