import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChargeList, ChargeListQuery, NotificationList, SubscriptionList, SubscriptionListQuery } from '../contract';
import type { RouteOptions } from './route-options';

/** What the carrier recorded, for reconciliation: charges, subscriptions, notifications (oldest first). */
export const sandboxRecordsRoute: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get('/charges', { schema: { querystring: ChargeListQuery, response: { 200: ChargeList } } }, async (request) => ({
    charges: ctx.store.charges({ msisdn: request.query.msisdn }),
  }));

  app.get('/subscriptions', { schema: { querystring: SubscriptionListQuery, response: { 200: SubscriptionList } } }, async (request) => ({
    subscriptions: ctx.store.subscriptions({ msisdn: request.query.msisdn }),
  }));

  app.get('/notifications', { schema: { response: { 200: NotificationList } } }, async () => ({
    notifications: ctx.store.notifications(),
  }));
};
