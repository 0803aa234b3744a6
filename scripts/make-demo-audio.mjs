#!/usr/bin/env node
/**
 * Synthesises the demonstration audio the parent flow plays (question audio
 * at /oss/{type}/questions/{id}.mp3, and each tool's operating guide): for every question of every
 * library (main, additional, parents) of every bank in content/banks, the Chinese stem spoken by
 * espeak-ng (voice cmn), encoded as a small mono MP3 by the ffmpeg of @ffmpeg-installer/ffmpeg.
 * Files are named by the question's questionId ?? item_id ?? key; files no bank names are removed.
 *
 *   node scripts/make-demo-audio.mjs           # (re)make everything under content/audio
 *   node scripts/make-demo-audio.mjs --missing # only what is missing
 *
 * Needs espeak-ng (Debian: apt-get install espeak-ng). The output is committed: servers never run this.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const banksDir = path.join(root, 'content/banks');
const audioDir = path.join(root, 'content/audio');
const onlyMissing = process.argv.includes('--missing');

// The server's dependency, located the way apps/server/src/modules/files/ffmpeg.ts does.
const ffmpeg = createRequire(path.join(root, 'apps/server/package.json'))('@ffmpeg-installer/ffmpeg').path;
/** What the server's /oss route accepts as a file name. */
const NAME = /^[A-Za-z0-9_-]{1,100}$/;
const TOOL = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** About 15 s at espeak's default speed: how to answer, for every tool. */
const GUIDE_TEXT = '请按孩子平时的表现回答每道题。每题先播放语音，听完再选答案。答案自动保存，答完点击提交。';

function speak(text, wav) {
  execFileSync('espeak-ng', ['-v', 'cmn', '-s', '165', '-w', wav, text], { stdio: ['ignore', 'ignore', 'inherit'] });
}

function encode(wav, mp3) {
  // 16 kHz mono at 24 kbps is plenty for speech; bitexact keeps reruns byte-identical.
  execFileSync(
    ffmpeg,
    ['-hide_banner', '-loglevel', 'error', '-y', '-i', wav, '-ac', '1', '-ar', '16000', '-codec:a', 'libmp3lame', '-b:a', '24k', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-write_xing', '0', '-id3v2_version', '0', mp3],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

const work = mkdtempSync(path.join(tmpdir(), 'demo-audio-'));
let made = 0;
let bytes = 0;
try {
  for (const bankFile of readdirSync(banksDir).filter((f) => f.endsWith('.json')).sort()) {
    const bank = JSON.parse(readFileSync(path.join(banksDir, bankFile), 'utf8'));
    const tool = bank.tools_type;
    if (!TOOL.test(tool)) throw new Error(`${bankFile}: tools_type ${tool} cannot be a folder name`);
    const questionsDir = path.join(audioDir, tool, 'questions');
    mkdirSync(questionsDir, { recursive: true });
    const wanted = new Set();
    const jobs = [];
    for (const library of [bank.library, bank.library_additional, bank.library_parents]) {
      for (const [key, question] of Object.entries(library?.question ?? {})) {
        const name = String(question.questionId ?? question.item_id ?? key);
        if (!NAME.test(name)) throw new Error(`${bankFile}: question ${key} is named ${name}, which is not a valid file name`);
        wanted.add(`${name}.mp3`);
        jobs.push({ text: question.question.zh, mp3: path.join(questionsDir, `${name}.mp3`) });
      }
    }
    jobs.push({ text: GUIDE_TEXT, mp3: path.join(audioDir, tool, 'operating-guide.mp3') });
    for (const stale of readdirSync(questionsDir).filter((f) => !wanted.has(f))) rmSync(path.join(questionsDir, stale));
    for (const job of jobs) {
      if (!(onlyMissing && existsSync(job.mp3))) {
        const wav = path.join(work, 'speech.wav');
        speak(job.text, wav);
        encode(wav, job.mp3);
        made += 1;
      }
      bytes += statSync(job.mp3).size;
    }
    console.log(`${tool}: ${jobs.length - 1} questions and the operating guide`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`made ${made} files; content/audio holds ${(bytes / 1024 / 1024).toFixed(2)} MB of audio`);
