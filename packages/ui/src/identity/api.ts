/** The user and menu calls that the auth state and the login screens make. */
import type { ChangePasswordBody, InstitutionTool, LoginBody, MenuInfoTree, UserEditBody, UserInfo } from '@portal/shared';
import type { RequestFn } from '../http/client';

export function createUserApi(request: RequestFn) {
  return {
    /** Silent, and no forced logout: the login screen answers 310 with a re-login offer itself. */
    login: (body: LoginBody) =>
      request<UserInfo>('POST', '/api/base/user/login', { data: body, silent: true, skipForcedLogout: true }),
    reloadToken: () => request<UserInfo>('POST', '/api/base/user/realodToken'),
    /** Best effort: the local logout happens whatever the server says. */
    logout: () => request<unknown>('POST', '/api/base/user/loginOut', { silent: true }),
    edit: (body: UserEditBody) => request<unknown>('PUT', '/api/base/user/edit', { data: body }),
    changePassword: (body: ChangePasswordBody) => request<unknown>('POST', '/api/base/user/change/pwd', { data: body }),
    menuInfoTree: () => request<MenuInfoTree>('GET', '/api/system/menu/infoTree'),
    institutionTools: () => request<InstitutionTool[]>('GET', '/api/base/insTools/user/list'),
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
