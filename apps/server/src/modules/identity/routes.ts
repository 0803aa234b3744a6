/** /api/base/user/*: thin handlers: auth hook, schema, service, presenter. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDENTITY_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { presentUserInfo } from './presenter';
import { changePassword, editUser, login, logout, publicUser } from './service';

const tags = ['user'];

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.post(
    C.login.path,
    { config: { access: 'public' }, schema: schemaOf(C.login, { tags, summary: 'Log in with username and SHA-256 of the password' }) },
    async (req) => {
      const user = await login(ctx, req.body, req.ip);
      return ok(user.localeType, presentUserInfo(user));
    },
  );

  app.post(
    C.reloadToken.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.reloadToken, { tags, summary: 'Reload the login info of the session (warn_code 316: must change password)' }) },
    async (req) => {
      const user = sessionOf(req);
      return ok(user.localeType, presentUserInfo(user), user.mustChangePassword ? 'mustChangePassword' : undefined);
    },
  );

  app.post(C.logout.path, { onRequest, config: { access: 'login' }, schema: schemaOf(C.logout, { tags, summary: 'End the session' }) }, async (req) => {
    await logout(ctx, sessionOf(req));
    return ok(localeOf(req), null);
  });

  app.put(
    C.edit.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.edit, { tags, summary: 'Change the language, or switch to another of the user’s identities' }) },
    async (req) => {
      const user = await editUser(ctx, sessionOf(req), req.body);
      return ok(user.localeType, presentUserInfo(user));
    },
  );

  app.get(
    C.info.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.info, { tags, summary: 'A user of the caller’s current institution' }) },
    async (req) => ok(localeOf(req), await publicUser(ctx, sessionOf(req), req.query._id)),
  );

  app.post(
    C.changePassword.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.changePassword, { tags, summary: 'Change the password; other sessions of the user end' }) },
    async (req) => {
      await changePassword(ctx, sessionOf(req), req.body);
      return ok(localeOf(req), null);
    },
  );
};
