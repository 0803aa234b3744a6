#!/usr/bin/env node
/* global document -- used inside page.evaluate */
/**
 * Reviewing a recorded speech sitting, through the real server process: the review data of a
 * 40-item session (GET /toolapi/swam/s/ai/audio) and seeking in its full audio (a range request to
 * the middle of /resource{full_audio_path}: time to the first byte of the 206).
 * Targets (2 cores): data under 50 ms (p95); a seek's first byte within 300 ms (p95).
 * Then in headless Chromium, the portal's review of the demo sitting (the test list's 'recordings'
 * drawer): a click on the last item's mark → the audio element's 'playing' at that place, the player
 * fresh each time (BENCH_SEEKS times, default 15), so every seek is a ranged read of its own.
 * Target: playback within 300 ms (p95).
 *
 * It starts the server on a fresh embedded PostgreSQL (or DATABASE_URL) with the demo seed (which
 * stores the demo SWAM-S sitting and its audio), then with SQL adds a session of BENCH_ITEMS
 * recordings of that test (each pointing at the demo items' stored audio) with an outcome each,
 * checks the answer (every item, its audio path), and times BENCH_CALLS sequential calls of each
 * after a warm-up. Results: stdout and bench/out/speech-review.json.
 *
 *   node bench/speech-review.mjs   (env: BENCH_ITEMS 40, BENCH_CALLS 300, BENCH_SEEKS 15, DATABASE_URL)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { figure, isMain, runAlone } from './lib/results.mjs';
import { benchDatabaseUrl, benchServerEnv, startServer, stopServer } from './lib/server.mjs';

const items = Number(process.env.BENCH_ITEMS ?? 40);
const calls = Number(process.env.BENCH_CALLS ?? 300);
const seekRuns = Number(process.env.BENCH_SEEKS ?? 15);
const quantile = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * q))];
const round = (n) => Math.round(n * 10) / 10;
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** A new session of the demo SWAM-S test with `items` recordings copied from the demo sitting's items. */
async function prepareSession(client) {
  const { rows: demo } = await client.query(`select s.institution_id, s.test_id, s.full_audio_path, s.full_audio_duration_ms from speech_sessions s join tests t on t.institution_id = s.institution_id and t.id = s.test_id where t.tools_type = 'SWAM-S' limit 1`);
  if (demo.length === 0) throw new Error('no demo speech session: the demo seed (with files) did not run');
  const { institution_id: institutionId, test_id: testId } = demo[0];
  const { rows: session } = await client.query(
    `insert into speech_sessions (institution_id, test_id, start_time, end_time, full_audio_path, full_audio_duration_ms)
     values ($1, $2, now() - interval '5 minutes', now(), $3, $4) returning id`,
    [institutionId, testId, demo[0].full_audio_path, demo[0].full_audio_duration_ms],
  );
  const sessionId = session[0].id;
  await client.query(
    `with src as (select * from speech_recordings where institution_id = $1 and test_id = $2 and part = 'item' order by question_id),
          made as (
            insert into speech_recordings (institution_id, session_id, test_id, part, question_id, init_tag, status, upload_file_id, upload_sha256, web_file_id, transcode_state, timestamp_ms, audio_duration_ms, score_audio, rec_string)
            select $1, $3, $2, 'item', 'bench' || lpad(g::text, 3, '0'), src.init_tag, src.status, src.upload_file_id, src.upload_sha256, src.web_file_id, src.transcode_state, g * 2000, src.audio_duration_ms, src.score_audio, src.rec_string
              from generate_series(1, $4::int) g join lateral (select * from src offset (g % (select count(*) from src)) limit 1) src on true
            returning id)
     insert into speech_outcomes (institution_id, recording_id, test_id, session_id, scoring, attempts, outcome)
     select $1, made.id, $2, $3, 'scored', 1, jsonb_build_object('provider', 'review', 'status', 'awaiting_review', 'word', '[]'::jsonb, 'vop', jsonb_build_object('path', '', 'pinyin', '', 'text', ''), 'accuracy', null) from made`,
    [institutionId, testId, sessionId, items],
  );
  await client.query('analyze speech_sessions; analyze speech_recordings; analyze speech_outcomes');
  return { testId, sessionId };
}

/**
 * The portal's review in Chromium: each round opens the drawer (a fresh player with only its first
 * part read), clicks the last demo item's mark and times click → 'playing' there, in the page.
 */
async function browserSeeks(url, token, testCode) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await page.goto(`${url}/?auto_token=${encodeURIComponent(token)}`);
    await page.getByTestId('avatar-menu').waitFor({ timeout: 60_000 });
    await page.goto(`${url}/module/test_list`);
    const search = page.getByTestId('dynamic-form-test_search');
    await search.locator('[data-testid="form-item-test_code"] input').fill(testCode);
    await search.getByTestId('form-submit').click();
    const row = page.getByTestId('table-list').locator('tr.ant-table-row').filter({ hasText: testCode });
    const times = [];
    for (let i = 0; i < seekRuns + 2; i += 1) {
      await row.getByTestId('table-row-action-test_list_audio').click();
      const player = page.locator('[data-testid="speech-full-audio"][data-state="ready"]').first();
      await player.waitFor({ timeout: 30_000 });
      const ms = await page.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const audio = document.querySelector('[data-testid="speech-full-audio-element"]');
            const mark = document.querySelector('[data-testid="speech-mark-sw04"]');
            const at = Number(mark.getAttribute('data-seconds'));
            const timer = setTimeout(() => reject(new Error('no playback within 10 s')), 10_000);
            let started = 0;
            const onPlaying = () => {
              if (Math.abs(audio.currentTime - at) > 0.5) return;
              clearTimeout(timer);
              audio.removeEventListener('playing', onPlaying);
              const ms = performance.now() - started;
              audio.pause();
              resolve(ms);
            };
            audio.addEventListener('playing', onPlaying);
            started = performance.now();
            mark.click();
          }),
      );
      if (i >= 2) times.push(ms); // the first two warm the chunks and the server
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="speech-review"]').first().waitFor({ state: 'detached', timeout: 10_000 });
    }
    return times;
  } finally {
    await browser.close();
  }
}

async function timed(times, fn) {
  const started = performance.now();
  const value = await fn();
  times?.push(performance.now() - started);
  return value;
}

export async function run() {
  // The browser measure needs the portal as built.
  buildIfStale({ only: ['portal'] });
  const { dataDir, env } = await benchServerEnv();
  console.log(`preparing: server on a fresh database, a ${items}-item session… (${os.availableParallelism()} cores)`);
  const { child, url } = await startServer(env);
  let result;
  const client = new pg.Client({ connectionString: benchDatabaseUrl(dataDir) });
  try {
    await client.connect();
    const { testId, sessionId } = await prepareSession(client);
    const login = await fetch(`${url}/api/base/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'doctor', password: sha256('Doctor@12345'), relogin: true }),
    }).then((r) => r.json());
    const token = login.data.token;

    const review = () => fetch(`${url}/toolapi/swam/s/ai/audio?_id=${testId}`, { headers: { token } }).then((r) => r.json());
    const first = await review();
    const session = first.data?.find((s) => s._id === sessionId);
    if (!session || session.data_list.length !== items || session.data_list.some((r) => !r.audio_path) || !session.full_audio_path) {
      throw new Error(`wrong answer: ${JSON.stringify(first).slice(0, 300)}`);
    }
    const audioUrl = `${url}/resource${session.full_audio_path}`;
    const size = Number((await fetch(audioUrl, { method: 'HEAD', headers: { token } })).headers.get('content-length'));
    // Time to the first byte of the part: what the player waits for after a seek.
    const seek = async () => {
      const started = performance.now();
      const res = await fetch(audioUrl, { headers: { token, range: `bytes=${Math.floor(size / 2)}-` } });
      const reader = res.body.getReader();
      const { value } = await reader.read();
      const ms = performance.now() - started;
      await reader.cancel();
      if (res.status !== 206 || !value?.length) throw new Error(`seek answered ${res.status}`);
      return ms;
    };

    for (let i = 0; i < 30; i += 1) {
      await review();
      await seek();
    }
    const data = [];
    const seeks = [];
    for (let i = 0; i < calls; i += 1) {
      await timed(data, review);
      seeks.push(await seek());
    }
    result = {
      cores: os.availableParallelism(),
      items,
      calls,
      bytes: JSON.stringify(first).length,
      audioBytes: size,
      data: { p50: round(quantile(data, 0.5)), p95: round(quantile(data, 0.95)), max: round(Math.max(...data)) },
      seek: { p50: round(quantile(seeks, 0.5)), p95: round(quantile(seeks, 0.95)), max: round(Math.max(...seeks)) },
    };
    console.log(`review data, ${items} items (${result.bytes} bytes): p50 ${result.data.p50} ms, p95 ${result.data.p95} ms (target < 50 ${result.data.p95 < 50 ? '✔' : '✘'})`);
    console.log(`seek to the middle of the full audio, first byte of the 206: p50 ${result.seek.p50} ms, p95 ${result.seek.p95} ms (target < 300 ${result.seek.p95 < 300 ? '✔' : '✘'})`);
    const { rows: codes } = await client.query('select test_code from tests where id = $1', [testId]);
    const played = await browserSeeks(url, token, codes[0].test_code);
    result.play = { runs: played.length, p50: round(quantile(played, 0.5)), p95: round(quantile(played, 0.95)), max: round(Math.max(...played)) };
    console.log(`in Chromium, a mark's click → playing there (fresh player, ranged read): p50 ${result.play.p50} ms, p95 ${result.play.p95} ms over ${played.length} (target < 300 ${result.play.p95 < 300 ? '✔' : '✘'})`);
  } finally {
    await client.end().catch(() => undefined);
    await stopServer(child);
    if (!process.env.DATABASE_URL) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    name: 'speech-review',
    details: result,
    results: [
      figure(`review data, ${items}-item session, p95`, result.data.p95, 'ms', { target: '< 50', pass: result.data.p95 < 50 }),
      figure('seek: first byte of the 206, p95', result.seek.p95, 'ms', { target: '< 300', pass: result.seek.p95 < 300 }),
      figure('seek to a mark → playing (Chromium), p95', result.play.p95, 'ms', { target: '< 300', pass: result.play.p95 < 300 }),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
