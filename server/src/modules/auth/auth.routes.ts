import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OK, okResponse } from '../../lib/responses';
import {
  activateQuery,
  activateResponse,
  authenticateBody,
  captchaQuery,
  registerBody,
  resetFinishBody,
  resetInitBody,
  tokenResponse,
} from './auth.schemas';
import { sendLoginCode, signInWithCode, signInWithPassword } from './auth.service';
import { REGISTRATION_LIMIT, takeRequestSlot } from './index';
import { activateAccount, finishPasswordReset, registerAccount, requestPasswordReset } from './registration.service';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailContext = () => ({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl });

  app.post(
    '/authenticate',
    {
      config: { roles: 'public' },
      schema: {
        operationId: 'authenticate',
        summary: 'Sign in with login and password, or phone and SMS code',
        tags,
        security: [],
        body: authenticateBody,
        response: { 200: tokenResponse },
      },
    },
    async (request) => {
      const ctx = { db: app.db, tokens: app.tokens, throttle: app.loginThrottle, address: request.ip };
      const { body } = request;
      const token =
        body.type === 'mobile'
          ? await signInWithCode(ctx, {
              mobile: body.mobile ?? '',
              captcha: body.captcha ?? '',
              rememberMe: body.rememberMe,
            })
          : await signInWithPassword(ctx, {
              username: body.username ?? '',
              password: body.password ?? '',
              rememberMe: body.rememberMe,
            });
      return { id_token: token };
    },
  );

  app.get(
    '/login/captcha',
    {
      config: { roles: 'public' },
      schema: {
        operationId: 'getCaptcha',
        summary: 'Send a 6-digit sign-in code by SMS (valid 5 minutes)',
        tags,
        security: [],
        querystring: captchaQuery,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await sendLoginCode({ db: app.db, sms: app.sms, log: request.log, address: request.ip }, request.query.mobile);
      return OK;
    },
  );

  app.post(
    '/register',
    {
      config: { roles: 'public', invalidates: ['accounts'] },
      schema: {
        operationId: 'register',
        summary:
          "Create a teacher account; it waits for an administrator's approval, the e-mailed link confirms the address",
        tags,
        security: [],
        body: registerBody,
        response: { 201: okResponse },
      },
    },
    async (request, reply) => {
      await takeRequestSlot(app.db, REGISTRATION_LIMIT, request.ip);
      await registerAccount(mailContext(), request.body);
      return reply.status(201).send(OK);
    },
  );

  app.get(
    '/activate',
    {
      config: { roles: 'public', invalidates: ['accounts'] },
      schema: {
        operationId: 'activateAccount',
        summary:
          'Confirm the e-mail address with the key from its e-mail (activating an account that needs no approval)',
        tags,
        security: [],
        querystring: activateQuery,
        response: { 200: activateResponse },
      },
    },
    async (request) => ({ ...OK, ...(await activateAccount(app.db, request.query.key)) }),
  );

  app.post(
    '/account/reset-password/init',
    {
      config: { roles: 'public', invalidates: ['accounts'] },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'E-mail a password-reset link (same answer whether or not the address is known)',
        tags,
        security: [],
        body: resetInitBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await requestPasswordReset(mailContext(), request.body.email);
      return OK;
    },
  );

  app.post(
    '/account/reset-password/finish',
    {
      config: { roles: 'public', invalidates: ['accounts'] },
      schema: {
        operationId: 'finishPasswordReset',
        summary: 'Set a new password with the key from the reset e-mail',
        tags,
        security: [],
        body: resetFinishBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await finishPasswordReset(app.db, request.body);
      return OK;
    },
  );
};
