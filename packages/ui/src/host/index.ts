/** Messaging with the mobile app that embeds a page (test-and-training §1, §7). */
export { closeHost, hostBridge, isMobileWebView, onHostMessage, parseHostMessage, postToHost } from './host';
export type { HostBridge, HostMessage, HostMessages, HostMessageType, HostWindow } from './host';
