/** /api/base/user/*: thin handlers: auth hook, schema, service, presenter. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordBody, loginBody, publicUserInfo, userEditBody, userInfo, userInfoQuery } from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { presentUserInfo } from './presenter';
import { changePassword, editUser, login, logout, publicUser } from './service';

const tags = ['user'];
const nothing = envelopeOf(z.null());

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.post(
    '/api/base/user/login',
    { schema: { tags, summary: 'Log in with username and SHA-256 of the password', body: loginBody, response: { 200: envelopeOf(userInfo) } } },
    async (req) => {
      const user = await login(ctx, req.body, req.ip);
      return ok(user.localeType, presentUserInfo(user));
    },
  );

  app.post(
    '/api/base/user/realodToken',
    {
      onRequest,
      schema: { tags, summary: 'Reload the login info of the session (warn_code 316: must change password)', response: { 200: envelopeOf(userInfo) } },
    },
    async (req) => {
      const user = sessionOf(req);
      return ok(user.localeType, presentUserInfo(user), user.mustChangePassword ? 'mustChangePassword' : undefined);
    },
  );

  app.post('/api/base/user/loginOut', { onRequest, schema: { tags, summary: 'End the session', response: { 200: nothing } } }, async (req) => {
    await logout(ctx, sessionOf(req));
    return ok(localeOf(req), null);
  });

  app.put(
    '/api/base/user/edit',
    { onRequest, schema: { tags, summary: 'Change the language, or switch to another of the user’s identities', body: userEditBody, response: { 200: envelopeOf(userInfo) } } },
    async (req) => {
      const user = await editUser(ctx, sessionOf(req), req.body);
      return ok(user.localeType, presentUserInfo(user));
    },
  );

  app.get(
    '/api/base/user/info',
    { onRequest, schema: { tags, summary: 'A user of the caller’s current institution', querystring: userInfoQuery, response: { 200: envelopeOf(publicUserInfo) } } },
    async (req) => ok(localeOf(req), await publicUser(ctx, sessionOf(req), req.query._id)),
  );

  app.post(
    '/api/base/user/change/pwd',
    { onRequest, schema: { tags, summary: 'Change the password; other sessions of the user end', body: changePasswordBody, response: { 200: nothing } } },
    async (req) => {
      await changePassword(ctx, sessionOf(req), req.body);
      return ok(localeOf(req), null);
    },
  );
};
