/** The OpenAI-compatible writer against a local server speaking the chat-completions protocol. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../sms/sender';
import { startFakeChatServer, type FakeChatServer } from './chat-fake';
import { OpenAiCompatibleReportWriter } from './openai-compatible';
import { sampleWriterInput } from './sample-input';

let server: FakeChatServer;
beforeAll(async () => {
  server = await startFakeChatServer({ apiKey: 'sk-local-test', reply: (r) => (JSON.parse(r.messages[1]!.content).report_language === 'en' ? '# For parents\nText in English.' : '# 家长解读\n中文内容。') });
});
afterAll(() => server.close());

const writer = (apiKey = 'sk-local-test') => new OpenAiCompatibleReportWriter({ baseUrl: server.baseUrl, model: 'qwen2.5-7b-instruct', apiKey, timeoutSeconds: 10 });

describe('the OpenAI-compatible writer', () => {
  it('sends the model, a system prompt and the scores as JSON with the Bearer key; answers in the report’s language', async () => {
    const before = server.received.length;
    const out = await writer().write(sampleWriterInput('zh'));
    expect(out).toEqual({ zh: '# 家长解读\n中文内容。' });
    const request = server.received[before]!;
    expect(request).toMatchObject({ model: 'qwen2.5-7b-instruct', authorization: 'Bearer sk-local-test', path: '/v1/chat/completions' });
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const system = request.messages[0]!.content;
    expect(system).toContain('Simplified Chinese');
    expect(system).toContain('Do not diagnose');
    expect(system).toContain('clinician');
    const scores = JSON.parse(request.messages[1]!.content);
    expect(scores.areas[0]).toEqual({ name: '语言总分', kind: 'language', standard_score: 78, percentile: 7, light: 'red' });
    expect(scores.areas[2].percentile).toBe('<1');
    expect(JSON.stringify(scores)).not.toContain('total_language');

    expect(await writer().write(sampleWriterInput('en'))).toEqual({ en: '# For parents\nText in English.' });
    expect(server.received.at(-1)!.messages[0]!.content).toContain('Write in English only');
  });

  it('a refused key or a server error is a ProviderError', async () => {
    await expect(writer('wrong').write(sampleWriterInput())).rejects.toBeInstanceOf(ProviderError);
    server.failNextWith(500);
    const failure = await writer().write(sampleWriterInput()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).detail).toContain('500');
  });
});
