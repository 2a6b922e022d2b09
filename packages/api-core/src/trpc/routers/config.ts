import { publicProcedure, router } from '../trpc.js';

export const PRODUCT_TITLE = 'CRE Sale Analyzer';

export const configRouter = router({
  /** Public settings the browser needs: product title, broker details, admin email, email mode. */
  get: publicProcedure.query(({ ctx }) => {
    const { broker, adminEmail } = ctx.config;
    return {
      productTitle: PRODUCT_TITLE,
      brokerName: broker.name,
      brokerPhone: broker.phone,
      brokerEmail: broker.email,
      brokerLicense: broker.license,
      brokerAddress: broker.address,
      adminEmail,
      developmentMode: ctx.mailer.developmentMode,
    };
  }),
});
