// The "phone" of the browser tests: the local Tencent SMS fake the e2e server sends codes to.
import { expect } from 'vitest';
import { smsUrl } from './browser';

interface Received {
  phoneNumbers: string[];
  templateParams: string[];
}

async function received(): Promise<Received[]> {
  const res = await fetch(`${smsUrl()}/received`);
  return (await res.json()) as Received[];
}

/** How many text messages `phone` (a mainland number) has received so far. */
export async function smsCount(phone: string): Promise<number> {
  return (await received()).filter((m) => m.phoneNumbers.includes(`+86${phone}`)).length;
}

/** The code of the text message `phone` received after it had `before` of them. */
export async function codeSentTo(phone: string, before: number): Promise<string> {
  let mine: Received[] = [];
  await expect.poll(async () => (mine = (await received()).filter((m) => m.phoneNumbers.includes(`+86${phone}`))).length, { timeout: 10_000 }).toBeGreaterThan(before);
  return mine.at(-1)!.templateParams[0]!;
}
