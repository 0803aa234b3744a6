/**
 * The rich-text editor (wangEditor 5), loaded lazily by the `editor` input so it never enters a
 * bundle that does not show one. Value: HTML. Pasted and loaded HTML is made inert first
 * (`inertHtml`), images upload to /api/general/upload/wangeditor/File with the token header, and
 * on blur the HTML is cleaned by the server's sanitiser. Uploaded images need the token, so the
 * editor shows them through blob URLs while the stored HTML keeps /api/system/file/raw/<id>.
 */
import '@wangeditor/editor/dist/css/style.css';
import { i18nChangeLanguage, type IDomEditor, type IEditorConfig, type IToolbarConfig } from '@wangeditor/editor';
import { Editor, Toolbar } from '@wangeditor/editor-for-react';
import { App } from 'antd';
import { FILE_CALLS } from '@portal/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWith } from '../../http/call';
import { useFormRuntime } from '../context';
import type { InputProps } from '../types';
import { editorImageUploadConfig, inertHtml, isRawFilePath } from './upload';

const noHeaders = () => ({});
let editorLanguage = '';

const EXCLUDED_MENUS = ['group-video', 'insertVideo', 'uploadVideo', 'insertImage', 'fontFamily', 'fontSize', 'lineHeight', 'todo', 'indent', 'delIndent', 'divider', 'emotion'];

/** Shows token-protected images through blob URLs without touching the editor's model. */
function useAuthorisedImages(container: HTMLElement | null, headers: () => Record<string, string>) {
  useEffect(() => {
    if (!container) return undefined;
    const cache = new Map<string, Promise<string | null>>();
    const swap = (img: HTMLImageElement) => {
      const src = img.getAttribute('src');
      if (!isRawFilePath(src)) return;
      if (!cache.has(src)) {
        cache.set(
          src,
          fetch(src, { headers: headers() })
            .then(async (r) => (r.ok ? URL.createObjectURL(await r.blob()) : null))
            .catch(() => null),
        );
      }
      void cache.get(src)!.then((url) => {
        if (url && img.getAttribute('src') === src) img.setAttribute('src', url);
      });
    };
    const scan = () => container.querySelectorAll('img').forEach(swap);
    const observer = new MutationObserver(scan);
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
    scan();
    return () => {
      observer.disconnect();
      for (const pending of cache.values()) void pending.then((url) => url && URL.revokeObjectURL(url));
    };
  }, [container, headers]);
}

export default function RichTextEditor({ item, value, onChange, disabled, locale }: InputProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { services } = useFormRuntime();
  const [editor, setEditor] = useState<IDomEditor | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const headers = services.uploadHeaders ?? noHeaders;
  const latest = useRef<string>('');
  useAuthorisedImages(container, headers);

  // wangEditor's language is global; set it (when it changes) before the editor is created.
  const language = locale === 'en' ? 'en' : 'zh-CN';
  if (editorLanguage !== language) {
    editorLanguage = language;
    i18nChangeLanguage(language);
  }

  const html = typeof value === 'string' ? value : '';
  // Loaded HTML is parsed by the editor in the live document: make it inert first.
  const safeValue = useMemo(() => (html === latest.current ? html : inertHtml(html)), [html]);

  const editorConfig = useMemo<Partial<IEditorConfig>>(
    () => ({
      placeholder: t('form.editorPlaceholder'),
      readOnly: disabled,
      MENU_CONF: {
        uploadImage: editorImageUploadConfig({ headers: headers(), onFailed: (text) => void message.error(text || t('form.uploadFailed')) }),
      },
      customPaste(ed: IDomEditor, event: ClipboardEvent) {
        const pasted = event.clipboardData?.getData('text/html');
        if (!pasted) return true; // plain text: the editor's own handling
        event.preventDefault();
        ed.dangerouslyInsertHtml(inertHtml(pasted));
        return false;
      },
      onBlur(ed: IDomEditor) {
        const current = ed.getHtml();
        if (ed.isEmpty()) return;
        void callWith(services.request, FILE_CALLS.richTextSanitize, { body: { html: current }, silent: true })
          .then((result) => {
            if (result.data.html !== current && ed.getHtml() === current) {
              latest.current = result.data.html;
              onChange?.(result.data.html);
            }
          })
          .catch(() => undefined); // the storing call sanitises anyway
      },
    }),
    // The config is read once when the editor is created.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const toolbarConfig = useMemo<Partial<IToolbarConfig>>(() => ({ excludeKeys: EXCLUDED_MENUS }), []);

  useEffect(() => {
    if (!editor) return;
    if (disabled) editor.disable();
    else editor.enable();
  }, [editor, disabled]);
  useEffect(() => () => editor?.destroy(), [editor]);

  return (
    <div ref={setContainer} data-testid={`form-editor-${item.keyName}`} style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }}>
      <Toolbar editor={editor} defaultConfig={toolbarConfig} mode="default" style={{ borderBottom: '1px solid #d9d9d9' }} />
      <Editor
        defaultConfig={editorConfig}
        value={safeValue}
        onCreated={setEditor}
        onChange={(ed) => {
          const next = ed.isEmpty() ? '' : ed.getHtml();
          latest.current = next;
          if (next !== html) onChange?.(next === '' ? undefined : next);
        }}
        mode="default"
        style={{ height: 500, overflowY: 'hidden' }}
      />
    </div>
  );
}
