/**
 * Opening a parent link: the remembered session when there is one, else the QR token exchanged
 * through `temporary/verification` (errors: 705 expired, 703 started).
 */
import { TESTING_PATHS, type TESTING_CALLS } from '@portal/shared';
import { get } from './http';
import { loadLink, saveLink, storeTemporaryToken, type LinkSession } from './session';

export async function openLink(token: string, options: { fresh?: boolean } = {}): Promise<LinkSession> {
  const saved = options.fresh ? null : loadLink(token);
  if (saved) {
    storeTemporaryToken(saved.temToken);
    return saved;
  }
  const verified = await get<typeof TESTING_CALLS.temporaryVerification>(TESTING_PATHS.temporaryVerification, { tem_token: token });
  storeTemporaryToken(verified.tem_token);
  return saveLink(token, {
    temToken: verified.tem_token,
    testId: verified.from_dream_it_id,
    toolsType: verified.tools_type,
    institution: verified.userInfo.from_institution_name,
    step: null,
    page: null,
    ended: false,
    released: false,
  });
}
