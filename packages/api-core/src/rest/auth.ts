import { TRPCError } from '@trpc/server';
import { describeError } from '../errors.js';
import { loginInput, registerInput, verifyEmailInput } from '../trpc/schemas.js';
import { NOT_SIGNED_IN_MESSAGE } from '../trpc/trpc.js';
import { defineRoute, type RestRoute } from './define.js';
import { messageSchema, messageWithModeSchema, registerResultSchema, userSchema } from './output-schemas.js';
import { verificationFailedPage } from './pages.js';

const tag = 'Account';

export const authRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/user',
    tag,
    summary: 'The signed-in user',
    auth: true,
    response: { status: 200, description: 'The user', schema: userSchema },
    errors: [401],
    async handle({ caller }) {
      const user = await caller.auth.me();
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: NOT_SIGNED_IN_MESSAGE });
      return user;
    },
  },
  defineRoute({
    method: 'POST',
    path: '/api/login',
    tag,
    summary: 'Sign in (starts a new session and sets the `sid` cookie)',
    body: loginInput,
    response: { status: 200, description: 'The user', schema: userSchema },
    errors: [400, 401, 429],
    handle: ({ caller, body }) => caller.auth.login(body),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/register',
    tag,
    summary: 'Create an account; the caller is signed in and a verification email is sent',
    body: registerInput,
    response: { status: 201, description: 'Account created', schema: registerResultSchema },
    errors: [400, 409, 429],
    handle: ({ caller, body }) => caller.auth.register(body),
  }),
  {
    method: 'POST',
    path: '/api/logout',
    tag,
    summary: 'Sign out (the session is destroyed server-side)',
    response: { status: 200, description: 'Signed out', schema: messageSchema },
    errors: [],
    handle: ({ caller }) => caller.auth.logout(),
  },
  {
    method: 'POST',
    path: '/api/resend-verification',
    tag,
    summary: 'Email a new verification link (development mode: the message contains it)',
    auth: true,
    response: { status: 200, description: 'Sent', schema: messageWithModeSchema },
    errors: [401, 429, 503],
    handle: ({ caller }) => caller.auth.resendVerification(),
  },
  {
    method: 'POST',
    path: '/api/manual-verify',
    tag,
    summary: 'Development mode only: mark the signed-in user verified (404 when SMTP_URL is set)',
    auth: true,
    enabled: (config) => config.developmentMode,
    response: { status: 200, description: 'Verified', schema: messageSchema },
    errors: [401, 404],
    handle: ({ caller }) => caller.auth.manualVerify(),
  },
  defineRoute({
    method: 'GET',
    path: '/api/verify-email',
    tag,
    summary: 'Verify an email address from the emailed link, then redirect to /dashboard',
    description:
      'Tokens are single use and expire after 24 hours. An invalid, expired or used token answers 400 (an HTML page for browsers, JSON otherwise).',
    query: verifyEmailInput,
    response: { status: 302, description: 'Verified; redirects to /dashboard' },
    errors: [400],
    async handle({ caller, query, req, reply }) {
      try {
        await caller.auth.verifyEmail(query);
      } catch (error) {
        const described = describeError(error, String(req.id));
        if (described.status !== 400 || !req.headers.accept?.includes('text/html')) throw error;
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(verificationFailedPage(described.body.message));
      }
      return reply.redirect('/dashboard', 302);
    },
  }),
];
