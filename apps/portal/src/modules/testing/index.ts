/**
 * Testing in the portal: the test dialogs of the lists (create, created, the parent's QR code,
 * the live answers drawer), opening a test on the tool site, the tool-site redirects (`redirect/`)
 * and the QR code page of /qrcode/:string (`qrcode/`). Other modules and pages import from here only.
 */
export { childOfData } from './components/CreateTestDialog';
export { QrCodeView } from './qrcode/components/QrCodeView';
export { PadRedirect, ToolSiteRedirect } from './redirect/components/ToolSiteRedirect';
export { registerTestDialogs } from './register';
export { firstRow, textOf, type Row } from './rows';
export { openToolSite, parentLinkHref, returnToToolSite } from './toolSite';
