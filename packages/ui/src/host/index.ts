/** Messaging with the mobile app that embeds a page. */
export { closeHost, hostBridge, isMobileWebView, onHostMessage, parseHostMessage, postToHost } from './host';
export type { HostBridge, HostMessage, HostMessages, HostMessageType, HostWindow } from './host';
