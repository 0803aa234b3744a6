/**
 * The calls about the caller's institution's own tools: the list (insTools) and the QR poster
 * background of one (insToolsExpansion). The management sub-tables of an institution's tools are
 * INSTITUTION_CALLS; the default background itself is a PNG at QR_BACKGROUND_DEFAULT_PATH.
 */
import { z } from 'zod';
import { defineCall } from '../contract';
import { institutionTool, toolExpansionInfo, toolExpansionQuery } from './api';

export const TOOL_CALLS = {
  userList: defineCall({ method: 'GET', path: '/api/base/insTools/user/list', result: z.array(institutionTool) }),
  /** `qr_background_path` is null when the institution has no such tool. */
  expansionInfo: defineCall({ method: 'GET', path: '/api/base/insToolsExpansion/info', query: toolExpansionQuery, result: toolExpansionInfo }),
};
