/**
 * Test-only: a local server speaking the OpenAI chat-completions protocol
 * (`POST {base}/chat/completions`). It checks what a real server checks before answering: the
 * Bearer key, a JSON body with `model` and a non-empty `messages` list of {role, content}. It
 * answers the documented shape (`object: 'chat.completion'`, `choices[0].message.content`,
 * `usage`), or the documented error shape `{"error":{"message","type","code"}}` with its status.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  authorization: string;
  path: string;
}

export interface FakeChatServer {
  /** The base URL to configure, e.g. http://127.0.0.1:40123/v1 */
  baseUrl: string;
  received: ChatRequest[];
  /** The next request is answered with this HTTP status and an error body. */
  failNextWith(status: number | null): void;
  /** Each answer waits this long first (a slow model). */
  delayMs: number;
  close(): Promise<void>;
}

/** `reply(request)`: the assistant's text; by default it echoes the user's JSON under a heading. */
export async function startFakeChatServer(options: { apiKey: string; reply?: (request: ChatRequest) => string }): Promise<FakeChatServer> {
  const received: ChatRequest[] = [];
  let failNext: number | null = null;
  const reply = options.reply ?? ((r) => `# Report\n${r.messages.at(-1)?.content ?? ''}`);

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, message: string, type: string) => send(res, status, { error: { message, type, param: null, code: null } });

  const fake: FakeChatServer = {
    baseUrl: '',
    received,
    delayMs: 0,
    failNextWith(status) {
      failNext = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return error(res, 404, `no route ${req.method} ${req.url}`, 'invalid_request_error');
        const authorization = req.headers.authorization ?? '';
        if (authorization !== `Bearer ${options.apiKey}`) return error(res, 401, 'Incorrect API key provided.', 'invalid_request_error');
        let body: { model?: unknown; messages?: unknown };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
        } catch {
          return error(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
        }
        const messages = body.messages as ChatRequest['messages'];
        const wellFormed = Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m?.role === 'string' && typeof m.content === 'string');
        if (typeof body.model !== 'string' || !body.model || !wellFormed) return error(res, 400, 'model and messages are required', 'invalid_request_error');
        const request: ChatRequest = { model: body.model, messages, authorization, path: req.url };
        received.push(request);
        if (failNext !== null) {
          const status = failNext;
          failNext = null;
          return error(res, status, 'The server had an error while processing your request.', 'server_error');
        }
        const content = reply(request);
        send(res, 200, {
          id: `chatcmpl-${randomUUID()}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: content.length, total_tokens: 100 + content.length },
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
