/** Version, animations and question audio: what a parent's phone fetches without a login. */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { lottieResult } from '@portal/shared';
import { buildApp } from '../../app';
import { call, testConfig, useApi } from '../../../test/harness';
import { ANIMATIONS_DIR, AUDIO_DIR, CONTENT_DIR } from './media-files';

const api = useApi();
const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('GET /api/version', () => {
  it('answers the web version and the environment to anyone', async () => {
    const res = await call(api.app, '/api/version', { query: { web_version: '2.4.2', _: '0.123' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ version: '2.4.2', environment: 'test' });
  });

  it('says prod under NODE_ENV=production and dev in development', async () => {
    expect((await call(await api.appWith({ NODE_ENV: 'production' }), '/api/version')).body.data).toEqual({ version: '2.4.2', environment: 'prod' });
    expect((await call(await api.appWith({ NODE_ENV: 'development' }), '/api/version')).body.data.environment).toBe('dev');
  });
});

describe('GET /api/system/lottie/select and the animation files', () => {
  it('answers where each shipped animation’s JSON and images are, without a login', async () => {
    const star = await call(api.app, '/api/system/lottie/select', { query: { lottie_key: 'star_reward' } });
    expect(star.status).toBe(200);
    const data = lottieResult.parse(star.body.data);
    expect(data.json_path).toMatch(/^\/lottie\/star_reward\/v-[0-9a-f]{12}\/data\.json$/);
    expect(data).toMatchObject({ width: 200, height: 200 });
    expect(data.assets_list).toEqual([{ id: 'sparkle', image_path: data.json_path.slice(1).replace('data.json', 'images/sparkle.png') }]);
    const listen = await call(api.app, '/api/system/lottie/select', { query: { lottie_key: 'listen_guide' } });
    expect(listen.body.data).toMatchObject({ assets_list: [], width: 200, height: 200 });
  });

  it('serves the JSON and the images under /resource with their types and an immutable cache', async () => {
    const { json_path, assets_list } = (await call(api.app, '/api/system/lottie/select', { query: { lottie_key: 'star_reward' } })).body.data;
    const json = await get(`/resource${json_path}`);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(json.json()).toMatchObject({ nm: 'star_reward', fr: 30, op: 45 });
    const image = await get(`/resource/${assets_list[0].image_path}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(readFileSync(path.join(ANIMATIONS_DIR, 'star_reward/images/sparkle.png')))).toBe(true);
  });

  it('answers 740 for an unknown animation, in the caller’s language; a malformed key is a 400', async () => {
    const zh = await call(api.app, '/api/system/lottie/select', { query: { lottie_key: 'no_such_animation' } });
    expect(zh.status).toBe(404);
    expect(zh.body).toMatchObject({ code: 740, message: '动画不存在：no_such_animation' });
    const en = await call(api.app, '/api/system/lottie/select', { query: { lottie_key: 'no_such_animation' }, lang: 'en' });
    expect(en.body.message).toBe('No such animation: no_such_animation');
    expect((await call(api.app, '/api/system/lottie/select', { query: { lottie_key: '../x' } })).status).toBe(400);
    expect((await call(api.app, '/api/system/lottie/select')).status).toBe(400);
  });

  it('refuses paths outside an animation’s folder and files that are not animation files (404 envelope)', async () => {
    const { json_path } = (await call(api.app, '/api/system/lottie/select', { query: { lottie_key: 'star_reward' } })).body.data;
    const version = json_path.split('/')[3];
    for (const url of [
      `/resource/lottie/star_reward/${version}/../../index.json`,
      `/resource/lottie/star_reward/${version}/%2e%2e/%2e%2e/index.json`,
      `/resource/lottie/star_reward/${version}/..%2f..%2f..%2fpackage.json`,
      `/resource/lottie/..%2f..%2fbanks/${version}/Dream-IT.json`,
      `/resource/lottie/star_reward/not-a-version/data.json`,
      `/resource/lottie/star_reward/${version}/data.svg`,
      `/resource/lottie/star_reward/${version}/missing.json`,
      `/resource/lottie/index.json`,
      `/resource/lottie/star_reward`,
    ]) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.body, url).not.toContain('"nm"');
    }
  });

  it('leaves the files module’s /resource routes to it', async () => {
    // Their own answers: a login is required for a file; an unknown one-time link is the files module's 404.
    expect((await get('/resource/file/00000000-0000-0000-0000-000000000000')).json().code).toBe(306);
    const openapi = (await get('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths).filter((p) => p.startsWith('/resource/'))).toEqual(expect.arrayContaining(['/resource/file/{id}', '/resource/once/{onceId}']));
  });
});

/** Every question of every shipped bank: the name the parent's page asks for (testing/parent.ts). */
function shippedQuestionAudio(): Array<{ tool: string; name: string }> {
  const banks = readdirSync(path.join(CONTENT_DIR, 'banks')).filter((f) => f.endsWith('.json'));
  return banks.flatMap((file) => {
    const bank = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'banks', file), 'utf8'));
    return [bank.library, bank.library_additional, bank.library_parents].flatMap((library) =>
      Object.entries<{ questionId?: string | number; item_id?: string | number }>(library?.question ?? {}).map(([key, q]) => ({ tool: bank.tools_type as string, name: String(q.questionId ?? q.item_id ?? key) })),
    );
  });
}

describe('question audio under /oss', () => {
  it('has a real MP3 for every question of every shipped bank, and each tool’s operating guide', async () => {
    const wanted = shippedQuestionAudio();
    expect(wanted.length).toBeGreaterThan(100);
    for (const { tool, name } of wanted) {
      const res = await get(`/oss/${tool}/questions/${encodeURIComponent(name)}.mp3`);
      expect(res.statusCode, `${tool}/${name}`).toBe(200);
      // An MPEG audio frame header: 11 sync bits.
      expect(res.rawPayload[0], name).toBe(0xff);
      expect(res.rawPayload[1]! & 0xe0, name).toBe(0xe0);
    }
    for (const tool of new Set(wanted.map((w) => w.tool))) expect((await get(`/oss/${tool}/operating-guide.mp3`)).statusCode, tool).toBe(200);
  });

  it('serves audio/mpeg cached for a day, with ranges, without a login', async () => {
    const file = path.join(AUDIO_DIR, 'Dream-IT/questions/IT-D-01.mp3');
    const whole = readFileSync(file);
    const res = await get('/oss/Dream-IT/questions/IT-D-01.mp3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(whole)).toBe(true);
    const part = await get('/oss/Dream-IT/questions/IT-D-01.mp3', { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(100, 200))).toBe(true);
    const guide = await get('/oss/Dream-IT/operating-guide.mp3', { range: 'bytes=0-' });
    expect(guide.statusCode).toBe(206);
  });

  it('answers the 404 envelope for unknown audio and refuses paths outside content/audio', async () => {
    const missing = await get('/oss/Dream-IT/questions/NO-SUCH-ITEM.mp3', { accept: 'text/html' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, success: false });
    for (const url of [
      '/oss/Dream-IT/questions/..%2f..%2f..%2fbanks%2fDream-IT.json',
      '/oss/..%2fbanks/questions/Dream-IT.mp3',
      '/oss/../banks/questions/x.mp3',
      '/oss/Dream-IT/questions/IT-D-01.wav',
      '/oss/.hidden/operating-guide.mp3',
      '/oss/No-Such-Tool/operating-guide.mp3',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});

describe('on a port that also serves a web app', () => {
  let site: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'tool-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>tool</title>');
    site = await buildApp({ ctx: { db: api.db, config: testConfig() }, site: { name: 'tool', distDir: dist } });
  });
  afterAll(async () => {
    await site.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves the same files, and a missing one is the 404 envelope, not the web app’s page', async () => {
    expect((await site.inject({ url: '/oss/Dream-ITS/questions/ITS-D-01.mp3' })).headers['content-type']).toBe('audio/mpeg');
    const missing = await site.inject({ url: '/oss/Dream-ITS/questions/NOPE.mp3', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(404);
    expect((await site.inject({ url: '/api/version' })).json().data.version).toBe('2.4.2');
  });
});
