/**
 * The AI report through any server that speaks the OpenAI chat-completions protocol (a cloud
 * service, or a local one such as vLLM, llama.cpp's server or Ollama), with the `openai` package:
 * base URL, model and key from settings. One request per report, in the report's language.
 */
import { createRequire } from 'node:module';
import type OpenAI from 'openai';
import { ProviderError } from '../sms/sender';
import { systemPrompt, userContent } from './prompt';
import type { ReportWriter, ReportWriterInput, ReportWriterOutput } from './writer';

export interface OpenAiCompatibleSettings {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:8000/v1 */
  baseUrl: string;
  model: string;
  /** Local servers often take any key; the header is sent all the same. */
  apiKey: string;
  timeoutSeconds: number;
}

export class OpenAiCompatibleReportWriter implements ReportWriter {
  readonly name = 'openai-compatible';
  readonly expectedSeconds: number;
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiCompatibleSettings) {
    // Loaded here: a server on the built-in writer never loads the package.
    const { default: Client } = createRequire(import.meta.url)('openai') as { default: typeof OpenAI };
    // The job queue retries a failed report; the client does not retry on its own as well.
    this.client = new Client({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout: settings.timeoutSeconds * 1000, maxRetries: 0 });
    this.expectedSeconds = Math.min(60, settings.timeoutSeconds);
  }

  async write(input: ReportWriterInput): Promise<ReportWriterOutput> {
    let text: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.settings.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: systemPrompt(input) },
          { role: 'user', content: userContent(input) },
        ],
      });
      text = completion.choices?.[0]?.message?.content;
    } catch (error) {
      const e = error as { status?: number; message?: string };
      throw new ProviderError(this.name, [e.status, e.message].filter(Boolean).join(' ') || 'request failed', { cause: error });
    }
    if (!text?.trim()) throw new ProviderError(this.name, 'the answer had no text');
    return { [input.locale]: text.trim() };
  }
}
