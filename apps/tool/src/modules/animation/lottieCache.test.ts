import type { RequestFn } from '@portal/ui';
import { describe, expect, it, vi } from 'vitest';
import { createLottieLoader, withAssets } from './lottieCache';

const definition = { json_path: '/lottie/star.json', assets_list: [{ id: 'img_0', image_path: 'lottie/images/star.png' }], width: 300, height: 200 };

function deps(options: { fail?: 'select' | 'json' } = {}) {
  const request = vi.fn(async () => {
    if (options.fail === 'select') throw new Error('No such animation: star_reward');
    return { code: 200, success: true, data: definition, message: '' };
  }) as unknown as RequestFn & ReturnType<typeof vi.fn>;
  const fetchJson = vi.fn(async (url: string) => {
    if (options.fail === 'json') throw new Error('404');
    return { v: '5.7.4', url, assets: [{ id: 'img_0', w: 10, h: 10, u: 'images/', p: 'img_0.png' }, { id: 'comp_0', layers: [] }] };
  });
  const log = vi.fn();
  return { request, fetchJson, log };
}

describe('loading an animation', () => {
  it('asks lottie/select for the key, reads the JSON under /resource and points its images there', async () => {
    const d = deps();
    const loaded = await createLottieLoader(d)('star_reward');
    expect(d.request).toHaveBeenCalledWith('GET', '/api/system/lottie/select', { params: { lottie_key: 'star_reward' }, silent: true });
    expect(d.fetchJson).toHaveBeenCalledWith('/resource/lottie/star.json');
    expect(loaded?.definition.width).toBe(300);
    expect((loaded?.data.assets as unknown[])[0]).toEqual({ id: 'img_0', w: 10, h: 10, u: '', p: '/resource/lottie/images/star.png', e: 0 });
    expect((loaded?.data.assets as unknown[])[1]).toEqual({ id: 'comp_0', layers: [] });
  });

  it('caches per key: a second player of the same animation makes no call', async () => {
    const d = deps();
    const load = createLottieLoader(d);
    await load('star_reward');
    await load('star_reward');
    await load('other');
    expect(d.request).toHaveBeenCalledTimes(2);
  });

  it('a failure is logged, answers null, and is tried again next time', async () => {
    for (const fail of ['select', 'json'] as const) {
      const d = deps({ fail });
      const load = createLottieLoader(d);
      expect(await load('star_reward')).toBeNull();
      expect(d.log).toHaveBeenCalledOnce();
      await load('star_reward');
      expect(d.log).toHaveBeenCalledTimes(2);
    }
  });

  it('an animation without assets stays as it is', () => {
    expect(withAssets({ v: '5' }, [])).toEqual({ v: '5', assets: [] });
  });
});
