/**
 * The RIFF WAV every speech service takes (SpeechItem.wav16kMono): reading its format, and making
 * one from samples (for the local fake servers, their tests and the benchmark).
 */

export interface WavFormat {
  /** 1: PCM. */
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Offset and length of the `data` chunk's samples. */
  dataOffset: number;
  dataLength: number;
}

/** The `fmt ` and `data` chunks of a RIFF WAVE file; null when the bytes are not one. */
export function wavFormat(bytes: Buffer): WavFormat | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') return null;
  let fmt: Omit<WavFormat, 'dataOffset' | 'dataLength'> | null = null;
  // Chunks follow one another, each padded to an even length; other chunks (LIST…) are skipped.
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ' && size >= 16 && at + 24 <= bytes.length) {
      fmt = { audioFormat: bytes.readUInt16LE(at + 8), channels: bytes.readUInt16LE(at + 10), sampleRate: bytes.readUInt32LE(at + 12), bitsPerSample: bytes.readUInt16LE(at + 22) };
    } else if (id === 'data') {
      return fmt && { ...fmt, dataOffset: at + 8, dataLength: Math.min(size, bytes.length - at - 8) };
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/** True for what SpeechItem promises: PCM, 16 kHz, 16-bit, mono. */
export function is16kMonoPcm(format: WavFormat | null): format is WavFormat {
  return format !== null && format.audioFormat === 1 && format.sampleRate === 16_000 && format.bitsPerSample === 16 && format.channels === 1;
}

/** A 16 kHz 16-bit mono PCM WAV of these samples. */
export function pcm16Wav(samples: Int16Array, sampleRate = 16_000): Buffer {
  const data = samples.length * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(data, 40);
  for (let i = 0; i < samples.length; i += 1) wav.writeInt16LE(samples[i]!, 44 + i * 2);
  return wav;
}
