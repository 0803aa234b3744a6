/**
 * Where the shipped media live (the repository's content/ folder) and how a request path is
 * turned into one of their files: every segment checked against a strict pattern and the result
 * checked to stay inside its folder, so no path (dots, encoded slashes, absolute paths) leaves it.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../paths';

export const CONTENT_DIR = fileURLToPath(new URL('content/', REPO_ROOT));
export const AUDIO_DIR = path.join(CONTENT_DIR, 'audio');
export const ANIMATIONS_DIR = path.join(CONTENT_DIR, 'animations');
/** Course media (an activity's `media[].path`, training catalogue README). */
export const TRAINING_MEDIA_DIR = path.join(CONTENT_DIR, 'media');
/** Covers and videos of the shipped news, help and catalogue articles (content/media/articles/README.md). */
export const ARTICLE_MEDIA_DIR = path.join(TRAINING_MEDIA_DIR, 'articles');

/** A file or folder name: letters, digits, '_', '-', '.', not starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

/** The file `segments` name under `root`, or null when a segment is not a plain name or the file does not exist. */
export async function fileUnder(root: string, segments: string[]): Promise<string | null> {
  if (segments.length === 0 || !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) return null;
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return (await stat(file)).isFile() ? path.relative(root, file) : null;
  } catch {
    return null;
  }
}
