/** The user and menu calls that the auth state and the login screens make. */
import { IDENTITY_CALLS as C, type ChangePasswordBody, type InstitutionTool, type LoginBody, type MenuInfoTree, type UserEditBody } from '@portal/shared';
import { callWith } from '../http/call';
import type { RequestFn } from '../http/client';

export function createUserApi(request: RequestFn) {
  return {
    /** Silent, and no forced logout: the login screen answers 310 with a re-login offer itself. */
    login: (body: LoginBody) => callWith(request, C.login, { body, silent: true, skipForcedLogout: true }),
    reloadToken: () => callWith(request, C.reloadToken),
    /** Best effort: the local logout happens whatever the server says. */
    logout: () => callWith(request, C.logout, { silent: true }),
    edit: (body: UserEditBody) => callWith(request, C.edit, { body }),
    changePassword: (body: ChangePasswordBody) => callWith(request, C.changePassword, { body }),
    menuInfoTree: () => request<MenuInfoTree>('GET', '/api/system/menu/infoTree'),
    institutionTools: () => request<InstitutionTool[]>('GET', '/api/base/insTools/user/list'),
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
