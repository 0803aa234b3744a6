/**
 * The shipped Lottie animations (content/animations/index.json) as rows of lottie_animations,
 * stored at every start: a shipped key always points at the files this version ships (there is
 * no call that edits these rows; keys not shipped are left alone). Each path carries a version
 * made from the files' bytes, so the files can be cached as immutable and a changed animation
 * still reaches every phone.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ANIMATIONS_DIR } from './media-files';
import type { Database } from '../../db/pool';
import { lottieAnimations } from './schema';

const KEY = /^[A-Za-z0-9_-]{1,64}$/;

const indexSchema = z.object({
  about: z.object({ zh: z.string().min(1), en: z.string().min(1) }),
  animations: z
    .array(
      z.object({
        lottie_key: z.string().regex(KEY),
        /** `{key}/data.json`: each animation in a folder named after its key, with its images below it. */
        json: z.string().regex(/^[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+\.json$/),
        demonstration: z.boolean(),
        loop: z.boolean(),
        description: z.object({ zh: z.string().min(1), en: z.string().min(1) }),
      }),
    )
    .min(1),
});

/** The part of a bodymovin file the server reads: its size and its image assets. */
const bodymovinSchema = z.object({
  v: z.string(),
  w: z.number().positive(),
  h: z.number().positive(),
  assets: z.array(z.object({ id: z.string(), u: z.string().optional(), p: z.string().optional(), e: z.number().optional(), layers: z.unknown().optional() })).default([]),
});

export interface LottieRow {
  lottieKey: string;
  jsonPath: string;
  assetsList: Array<{ id: string; image_path: string }>;
  width: number;
  height: number;
}

export function shippedAnimations(dir: string = ANIMATIONS_DIR): LottieRow[] {
  const index = indexSchema.parse(JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')));
  return index.animations.map((entry) => {
    const [folder, jsonFile] = entry.json.split('/') as [string, string];
    if (folder !== entry.lottie_key) throw new Error(`content/animations: ${entry.json} must sit in the folder ${entry.lottie_key}/`);
    const bytes = readFileSync(path.join(dir, entry.json));
    const movie = bodymovinSchema.parse(JSON.parse(bytes.toString('utf8')));
    // Image assets only: precomps carry layers, embedded images (e: 1) travel inside the JSON.
    const images = movie.assets.filter((a) => a.layers === undefined && a.p !== undefined && a.e !== 1);
    const hash = createHash('sha256').update(bytes);
    for (const image of images) hash.update(readFileSync(path.join(dir, folder, image.u ?? '', image.p!)));
    const base = `lottie/${folder}/v-${hash.digest('hex').slice(0, 12)}`;
    return {
      lottieKey: entry.lottie_key,
      jsonPath: `/${base}/${jsonFile}`,
      assetsList: images.map((image) => ({ id: image.id, image_path: `${base}/${image.u ?? ''}${image.p}` })),
      width: movie.w,
      height: movie.h,
    };
  });
}

export async function ensureLottieAnimations(orm: Database, dir?: string): Promise<void> {
  const rows = shippedAnimations(dir);
  await orm
    .insert(lottieAnimations)
    .values(rows)
    .onConflictDoUpdate({
      target: lottieAnimations.lottieKey,
      set: { jsonPath: sql`excluded.json_path`, assetsList: sql`excluded.assets_list`, width: sql`excluded.width`, height: sql`excluded.height` },
      // An animation as shipped already is not rewritten: a start where nothing changed writes nothing.
      setWhere: sql`(${lottieAnimations.jsonPath}, ${lottieAnimations.assetsList}, ${lottieAnimations.width}, ${lottieAnimations.height}) is distinct from (excluded.json_path, excluded.assets_list, excluded.width, excluded.height)`,
    });
}
