/**
 * The tool site's paths (test-and-training §2.1). Few enough for a plain matcher: a router would
 * add to the first screen's bundle for no gain yet.
 */
export type ToolRoute = { name: 'preview'; fileId: string } | { name: 'home' };

/** /preview/dream/{fileId} and /preview/dreamits/{fileId} (platform-core §2.1): the report preview. */
const PREVIEW = /^\/preview\/(?:dream|dreamits)\/([^/]+)\/?$/;

export function matchToolRoute(pathname: string | undefined): ToolRoute {
  const preview = PREVIEW.exec(pathname ?? '/');
  if (preview) {
    try {
      const fileId = decodeURIComponent(preview[1]!);
      if (fileId.trim()) return { name: 'preview', fileId };
    } catch {
      // A malformed escape is no file id: the home screen.
    }
  }
  return { name: 'home' };
}
