import { EmptyBody, PrivacyPolicyResponse, TermsResponse } from '@grtv/machines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getLegalText } from '../catalogue/get-legal-text';
import { ContentErrors } from '../errors';
import { CATALOGUE_CACHE, useCacheControl } from './cache-control';
import type { RouteOptions } from './route-deps';

/** SPEC: POST terms and privacypolicy (GET too, so a browser can open them). */
export const legalRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deps }) => {
  useCacheControl(app, CATALOGUE_CACHE);
  const terms = async () => {
    const text = await getLegalText(deps.db, 'terms');
    if (!text) throw ContentErrors.notFound('The terms are not loaded yet.');
    return { terms: text };
  };
  const privacy = async () => {
    const text = await getLegalText(deps.db, 'privacy');
    if (!text) throw ContentErrors.notFound('The privacy policy is not loaded yet.');
    return { privacy_policy: text };
  };
  app.post('/terms', { schema: { body: EmptyBody, response: { 200: TermsResponse } } }, terms);
  app.get('/terms', { schema: { response: { 200: TermsResponse } } }, terms);
  app.post('/privacypolicy', { schema: { body: EmptyBody, response: { 200: PrivacyPolicyResponse } } }, privacy);
  app.get('/privacypolicy', { schema: { response: { 200: PrivacyPolicyResponse } } }, privacy);
};
