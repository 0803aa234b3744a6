/** The logged-in user's calls (/api/base/user/*): login, token reload, logout, edit, password. */
import { z } from 'zod';
import { changePasswordBody, loginBody, publicUserInfo, userEditBody, userInfo, userInfoQuery } from './api';
import { defineCall } from '../contract';

export const IDENTITY_CALLS = {
  login: defineCall({ method: 'POST', path: '/api/base/user/login', body: loginBody, result: userInfo }),
  /** Spelled as other clients expect. */
  reloadToken: defineCall({ method: 'POST', path: '/api/base/user/realodToken', result: userInfo }),
  logout: defineCall({ method: 'POST', path: '/api/base/user/loginOut', result: z.null() }),
  edit: defineCall({ method: 'PUT', path: '/api/base/user/edit', body: userEditBody, result: userInfo }),
  info: defineCall({ method: 'GET', path: '/api/base/user/info', query: userInfoQuery, result: publicUserInfo }),
  changePassword: defineCall({ method: 'POST', path: '/api/base/user/change/pwd', body: changePasswordBody, result: z.null() }),
};
