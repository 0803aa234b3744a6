/**
 * The compiled server as a child process (apps/server/dist/serve.js, what `npm start` runs),
 * for the tests about processes: killing, restarting, several at once. Built first when stale.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let built: Promise<void> | null = null;

async function ensureBuilt(): Promise<void> {
  const script = path.join(root, 'scripts/build-if-stale.mjs');
  built ??= (import(script) as Promise<{ buildIfStale(o: { only: string[] }): void }>).then((m) => m.buildIfStale({ only: ['server'] }));
  return built;
}

export interface ServerProcess {
  child: ChildProcess;
  portal: string;
  tool: string;
  /** Resolves with the exit code (or the signal's name) once the process ended. */
  exited: Promise<number | string>;
  output(): string;
}

/** Starts the compiled server with `env` (over a minimal environment: no DATABASE_URL unless given). */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  await ensureBuilt();
  const child = spawn(process.execPath, ['apps/server/dist/serve.js'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', HOST: '127.0.0.1', PORT: '0', TOOL_PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const ready = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/portal (http:\/\/\S+)\s+tool (http:\/\/\S+)/);
      if (match) {
        clearInterval(timer);
        resolve(match);
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${output}`));
    });
  });
  const local = (url: string) => url.replace('localhost', '127.0.0.1');
  return { child, portal: local(ready[1]!), tool: local(ready[2]!), exited, output: () => output };
}

/** SIGTERM and wait (a graceful stop). */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  message: string;
}

/** A JSON call: status and envelope. */
export async function request<T = unknown>(
  base: string,
  url: string,
  options: { method?: string; body?: unknown; token?: string; temtoken?: string; lang?: 'zh' | 'en' } = {},
): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const res = await fetch(base + url, {
    method,
    headers: {
      'accept-language': options.lang === 'en' ? 'en' : 'zh-CN',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { token: options.token } : {}),
      ...(options.temtoken ? { temtoken: options.temtoken } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
}
