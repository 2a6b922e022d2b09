import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Only JSON bodies are accepted (anything else gets 415), an empty JSON body counts as no body,
 * and malformed JSON is a 400 (mapped by the error handler). Prototype-poisoning keys are rejected.
 */
export const bodyParsingPlugin = fp(async (app: FastifyInstance) => {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(req, body as string, done);
  });
});
