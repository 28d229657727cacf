import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelSubscriptionRequest,
  CancelSubscriptionResponse,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  Subscription,
  SubscriptionParams,
} from '../contract';
import { unwrap } from '../errors';
import { cancelSubscription } from '../use-cases/cancel-subscription';
import { createSubscription } from '../use-cases/create-subscription';
import { getSubscription } from '../use-cases/get-subscription';
import type { RouteOptions } from './route-options';

/** POST /v1/subscriptions, GET /v1/subscriptions/:id, POST /v1/subscriptions/:id/cancel. */
export const subscriptionsRoute: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.post(
    '/subscriptions',
    { config: { endpoint: 'subscribe' }, schema: { body: CreateSubscriptionRequest, response: { 200: CreateSubscriptionResponse } } },
    async (request) => {
      const subscription = unwrap(createSubscription(ctx, request.body));
      if (!subscription.replayed) request.log.info({ subscription_id: subscription.subscription_id, msisdn: subscription.msisdn }, 'subscription created');
      return subscription;
    },
  );

  app.get(
    '/subscriptions/:subscription_id',
    { config: { endpoint: 'subscription_lookup' }, schema: { params: SubscriptionParams, response: { 200: Subscription } } },
    async (request) => unwrap(getSubscription(ctx, request.params.subscription_id)),
  );

  app.post(
    '/subscriptions/:subscription_id/cancel',
    { config: { endpoint: 'cancel' }, schema: { params: SubscriptionParams, body: CancelSubscriptionRequest, response: { 200: CancelSubscriptionResponse } } },
    async (request) => unwrap(cancelSubscription(ctx, request.params.subscription_id, request.body?.reason)),
  );
};
