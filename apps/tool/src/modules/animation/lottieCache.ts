/**
 * Loading a named animation: the definition from `GET /api/system/lottie/select {lottie_key}`, then
 * the animation JSON from `/resource{json_path}` with its images pointed at
 * `/resource/{image_path}`. Cached per key for the page's life; a failure is logged and answers
 * null (the player then ends at once), and is not cached, so a later page may try again.
 */
import { CONTENT_CALLS, type LottieResult } from '@portal/shared';
import { callWith, type RequestFn } from '@portal/ui';

export interface LoadedAnimation {
  definition: LottieResult;
  /** The animation JSON, images resolved. Treat as read-only: lottie gets a copy. */
  data: Record<string, unknown>;
}

export interface LottieDeps {
  request: RequestFn;
  fetchJson: (url: string) => Promise<unknown>;
  log: (message: string, error: unknown) => void;
}

/** '/resource' + a path that may or may not start with '/'. */
export function resourceUrl(path: string): string {
  return `/resource/${path.replace(/^\/+/, '')}`;
}

/** The animation's image assets pointed at the definition's files (matched by asset id). */
export function withAssets(data: Record<string, unknown>, assets: LottieResult['assets_list']): Record<string, unknown> {
  const byId = new Map(assets.map((a) => [a.id, a.image_path]));
  const list = Array.isArray(data.assets) ? (data.assets as Record<string, unknown>[]) : [];
  return {
    ...data,
    assets: list.map((asset) => {
      const path = typeof asset.id === 'string' ? byId.get(asset.id) : undefined;
      return path ? { ...asset, u: '', p: resourceUrl(path), e: 0 } : asset;
    }),
  };
}

export function createLottieLoader(deps: LottieDeps) {
  const cache = new Map<string, Promise<LoadedAnimation | null>>();
  async function load(key: string): Promise<LoadedAnimation | null> {
    try {
      const definition = (await callWith(deps.request, CONTENT_CALLS.lottieSelect, { query: { lottie_key: key }, silent: true })).data;
      const data = await deps.fetchJson(resourceUrl(definition.json_path));
      if (!data || typeof data !== 'object') throw new Error(`animation ${key}: the JSON is not an object`);
      return { definition, data: withAssets(data as Record<string, unknown>, definition.assets_list ?? []) };
    } catch (error) {
      deps.log(`animation ${key} could not be loaded`, error);
      cache.delete(key);
      return null;
    }
  }
  return (key: string): Promise<LoadedAnimation | null> => {
    let entry = cache.get(key);
    if (!entry) {
      entry = load(key);
      cache.set(key, entry);
    }
    return entry;
  };
}
