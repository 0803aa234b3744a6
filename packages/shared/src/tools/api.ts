/**
 * An institution's tools: their sale terms and states, the tools the caller's institution has
 * (insTools) and the QR poster background of one (insToolsExpansion). The management sub-tables of
 * an institution's tools and authorisation rows are in institutions/sub-tables.ts. Light on
 * purpose: the login page loads it.
 */
import { z } from 'zod';

export const TOOLS_SALE_TYPES = ['NoLimit', 'Limited'] as const;
export type ToolsSaleType = (typeof TOOLS_SALE_TYPES)[number];
export const TOOL_STATUSES = ['effective', 'expired'] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];

export const institutionTool = z.object({
  _id: z.string(),
  tools_type: z.string(),
  name: z.string(),
  nameEn: z.string(),
  status: z.enum(['active', 'disabled']),
});
export type InstitutionTool = z.infer<typeof institutionTool>;

/** The seeded default QR poster background (1080 × 1920 PNG), public: it carries nothing of an institution. */
export const QR_BACKGROUND_DEFAULT_PATH = '/resource/qr-background/default.png';

export const toolExpansionQuery = z.object({ tools_type: z.string().trim().min(1).max(64) });
export const toolExpansionInfo = z.object({
  /** A same-origin path to a PNG/JPEG; null when the institution has no such tool (plain code then). */
  qr_background_path: z.string().nullable(),
});
export type ToolExpansionInfo = z.infer<typeof toolExpansionInfo>;
