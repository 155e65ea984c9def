import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsCodes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TokenService } from '../../lib/jwt';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { sha256, sixDigitCode } from '../../lib/tokens';
import { normalisePhone } from '../../lib/validation';
import type { SmsSender } from '../../platform/mail/sms-sender';
import type { LoginThrottle } from './login-throttle';
import { type RequestLimit, takeRequestSlot } from './request-limit';

const CODE_TTL_MS = 5 * 60 * 1000;
const CODE_MAX_TRIES = 5;
const CODE_RESEND_GAP_MS = 60 * 1000;
const CODES_PER_HOUR = 5;

/**
 * Sign-in code requests from one address, limited like sign-in failures from one address (30 in 15
 * minutes): each may send a text and each writes a code row, whatever number is asked for.
 */
export const SMS_CODE_LIMIT: RequestLimit = {
  kind: 'sms-code',
  max: 30,
  windowMs: 15 * 60 * 1000,
  message: 'Too many sign-in codes were asked for from this address.',
};

type SignInContext = { db: Database; tokens: TokenService; throttle: LoginThrottle; address: string };

/**
 * The one active account a phone signs in to, or undefined. New accounts cannot share a phone, but one
 * may still be shared by accounts saved before that rule: then nobody is signed in by it, rather than
 * whichever account the database happens to return first.
 */
async function phoneAccount(db: Database, phone: string) {
  const found = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.activated, true), isNull(users.deletedAt)))
    .limit(2);
  return found.length === 1 ? found[0] : undefined;
}

export async function signInWithPassword(
  ctx: SignInContext,
  input: { username: string; password: string; rememberMe: boolean },
): Promise<string> {
  const login = input.username.toLowerCase();
  const attempt = await ctx.throttle.beginAttempt(ctx.address, login);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.login, login), isNull(users.deletedAt)));
  // Hash even for an unknown login so response time does not reveal which logins exist.
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  // The try was counted as a failure before the check: a wrong password leaves it so.
  if (!user || !passwordMatches) throw new AppError('badcredentials');
  if (!user.activated) {
    await ctx.throttle.forgetAttempt(attempt);
    throw new AppError(user.awaitingApproval ? 'awaitingapproval' : 'notactivated');
  }
  await ctx.throttle.recordSuccess(ctx.address, login);
  return ctx.tokens.sign(
    { userId: user.id, role: user.role, tokenVersion: user.tokenVersion },
    { rememberMe: input.rememberMe },
  );
}

export async function signInWithCode(
  ctx: SignInContext,
  input: { mobile: string; captcha: string; rememberMe: boolean },
): Promise<string> {
  const phone = normalisePhone(input.mobile);
  // Counted as a failure before the code is checked; only a sign-in forgets it.
  await ctx.throttle.beginAttempt(ctx.address, phone);
  const [code] = await ctx.db
    .select({ id: smsCodes.id, codeHash: smsCodes.codeHash })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, new Date())))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!code) throw new AppError('badcaptcha');
  // The code's tries are counted before the comparison, in one conditional update: of any number of
  // simultaneous guesses only CODE_MAX_TRIES are compared at all.
  const [counted] = await ctx.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, code.id), isNull(smsCodes.consumedAt), lt(smsCodes.attempts, CODE_MAX_TRIES)))
    .returning({ id: smsCodes.id });
  if (!counted || code.codeHash !== sha256(input.captcha)) throw new AppError('badcaptcha');
  // Consume atomically: of two requests racing with the same code, only one signs in.
  const consumed = await ctx.db
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.id, code.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (consumed.length === 0) throw new AppError('badcaptcha');
  const user = await phoneAccount(ctx.db, phone);
  if (!user) throw new AppError('badcaptcha');
  await ctx.throttle.recordSuccess(ctx.address, phone);
  return ctx.tokens.sign(
    { userId: user.id, role: user.role, tokenVersion: user.tokenVersion },
    { rememberMe: input.rememberMe },
  );
}

/**
 * Sends a 6-digit code by SMS when the phone belongs to one active account. The answer is the same
 * either way, so the endpoint cannot be used to find out which phones have accounts: also when the
 * provider refuses the text, which is logged and its code dropped, so the owner may ask again at once.
 */
export async function sendLoginCode(
  ctx: { db: Database; sms: SmsSender; log: { error: (obj: object, msg: string) => void }; address: string },
  mobile: string,
): Promise<void> {
  const phone = normalisePhone(mobile);
  const now = Date.now();
  await takeRequestSlot(ctx.db, SMS_CODE_LIMIT, ctx.address, now);
  const recent = await ctx.db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, new Date(now - 60 * 60 * 1000))))
    .orderBy(desc(smsCodes.createdAt));
  if (recent.length >= CODES_PER_HOUR || (recent[0] && now - recent[0].createdAt.getTime() < CODE_RESEND_GAP_MS)) {
    throw new AppError('toomanyattempts', {
      message: 'A code was sent recently. Please wait a minute before asking for another.',
    });
  }
  const user = await phoneAccount(ctx.db, phone);
  const code = sixDigitCode();
  const [row] = await ctx.db
    .insert(smsCodes)
    .values({ phone, codeHash: sha256(code), expiresAt: new Date(now + CODE_TTL_MS) })
    .returning({ id: smsCodes.id });
  if (!user) return;
  try {
    await ctx.sms.send(phone, `Your sign-in code is ${code}. It expires in 5 minutes.`);
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'sign-in code SMS refused by the provider');
    await ctx.db.delete(smsCodes).where(eq(smsCodes.id, row.id));
  }
}
