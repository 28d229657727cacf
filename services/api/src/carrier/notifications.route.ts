import type { HttpApp } from '@grtv/kit';
import type { ApiContext } from '../api-context';

/**
 * POST /api/carrier/notifications: the carrier's signed webhooks (STOP by SMS/USSD, a subscription
 * the carrier ended). The raw body is verified before it is parsed; a verified one becomes a job.
 */
export async function carrierNotificationsRoute(app: HttpApp, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
  app.post('/api/carrier/notifications', async (request, reply) => {
    const accepted = await ctx.billing.acceptSignedNotification(
      String(request.body ?? ''),
      request.headers['x-grtv-timestamp'] as string | undefined,
      request.headers['x-grtv-signature'] as string | undefined,
    );
    if (accepted === 'invalid-signature') return reply.status(401).send({ code: 'BAD_SIGNATURE', message: 'The notification signature is not valid.' });
    if (accepted === 'invalid-body') return reply.status(400).send({ code: 'BAD_REQUEST', message: 'The notification is not one GRTV understands.' });
    return reply.status(202).send({ accepted: true });
  });
}
