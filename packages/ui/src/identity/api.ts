/** The user and menu calls that the auth state and the login screens make. */
import { IDENTITY_CALLS as C, MENU_CALLS, TOOL_CALLS, type ChangePasswordBody, type LoginBody, type UserEditBody } from '@portal/shared';
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
    menuInfoTree: () => callWith(request, MENU_CALLS.infoTree),
    institutionTools: () => callWith(request, TOOL_CALLS.userList),
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
