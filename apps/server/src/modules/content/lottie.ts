/** `lottie/select`: one animation's definition, as seeded from content/animations (seed-lottie.ts). */
import { eq } from 'drizzle-orm';
import type { LottieResult } from '@portal/shared';
import type { AppContext } from '../../context';
import { lottieAnimations } from './schema';
import { AppError } from '../../http/envelope';

export async function findLottie(ctx: AppContext, key: string): Promise<LottieResult> {
  const [row] = await ctx.db.orm.select().from(lottieAnimations).where(eq(lottieAnimations.lottieKey, key));
  if (!row) throw new AppError('lottieNotFound', { key });
  return { json_path: row.jsonPath, assets_list: row.assetsList as LottieResult['assets_list'], width: row.width, height: row.height };
}
