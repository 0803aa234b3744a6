// Browser-test harness: mounts the file preview modal or the QR modal of @portal/ui on its own
// page, with the real call client (the page is served at the tool site's origin, so every call
// goes to the real server with the stored token). Built by e2e/preview.test.ts, never shipped.
import { AppProviders, createBrowserAuthStore, FilePreviewModal, initI18n, QrModal } from '@portal/ui';
import { createRoot } from 'react-dom/client';

initI18n();
const q = new URLSearchParams(window.location.search);
const store = createBrowserAuthStore({ loadMenus: false, titleKey: 'tool.title' });
const onClose = () => document.body.setAttribute('data-closed', 'true');

const modal =
  q.get('show') === 'qr' ? (
    <QrModal open text={q.get('text') ?? ''} fileName={q.get('fileName') ?? 'qrcode'} toolsType={q.get('toolsType') ?? undefined} codeText={q.get('codeText') ?? undefined} onClose={onClose} />
  ) : (
    <FilePreviewModal open file={{ _id: q.get('id') ?? '', title: q.get('title') ?? '', extension: q.get('extension') }} onClose={onClose} />
  );

createRoot(document.getElementById('root')!).render(<AppProviders authStore={store}>{modal}</AppProviders>);
