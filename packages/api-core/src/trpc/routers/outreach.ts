import { createContactMessage, createLead, markLeadEmailSent } from '@cre/db';
import { contactMail, playbookMail } from '../../services/emails.js';
import { MailDeliveryError } from '../../services/mailer.js';
import type { Context } from '../context.js';
import { enforceRateLimit } from '../rate-limit.js';
import { contactInput, leadInput } from '../schemas.js';
import { protectedProcedure, publicProcedure, router } from '../trpc.js';

/** Where the Owner's Playbook is downloaded from. */
export function playbookLink(appUrl: string): string {
  return `${appUrl}/api/playbook/download`;
}

const devFlag = (ctx: Context) => (ctx.mailer.developmentMode ? { developmentMode: true as const } : {});

/** Emails the playbook link; in development mode the message carries the link itself. */
async function sendPlaybook(ctx: Context, to: string): Promise<string> {
  const link = playbookLink(ctx.config.appUrl);
  await ctx.mailer.send(playbookMail(to, link, ctx.config.broker), ctx.log);
  return ctx.mailer.developmentMode
    ? `Development mode: no email was sent. Download the Owner's Playbook here: ${link}`
    : `A download link for the Owner's Playbook has been sent to ${to}.`;
}

export const leadsRouter = router({
  /** Stores a lead and emails them the playbook link. */
  create: publicProcedure.input(leadInput).mutation(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, 'leads', ctx.ip);
    const lead = await createLead(ctx.db, input);
    try {
      const message = await sendPlaybook(ctx, lead.email);
      await markLeadEmailSent(ctx.db, lead.id);
      return { message: `Thank you! ${message}`, ...devFlag(ctx) };
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      return {
        message: 'Thank you! We could not email the playbook right now; download it from your dashboard.',
      };
    }
  }),
});

export const contactRouter = router({
  /** Stores the message and forwards it to the broker (reply-to the sender). */
  send: publicProcedure.input(contactInput).mutation(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, 'contact', ctx.ip);
    await createContactMessage(ctx.db, input);
    await ctx.mailer.send(contactMail(ctx.config.broker, input), ctx.log);
    return {
      message: `Message sent! ${ctx.config.broker.name} will get back to you within 24 hours.`,
      ...devFlag(ctx),
    };
  }),
});

export const playbookRouter = router({
  /** Emails the signed-in user a link to the Owner's Playbook. */
  request: protectedProcedure.mutation(async ({ ctx }) => {
    await enforceRateLimit(ctx, 'playbook', String(ctx.user.id));
    return { message: await sendPlaybook(ctx, ctx.user.email), ...devFlag(ctx) };
  }),
});
