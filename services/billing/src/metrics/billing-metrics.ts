import { Counter, Histogram, type Registry } from 'prom-client';

/** Prometheus metrics of billing: jobs by queue and outcome, carrier latency, retries, charges. */
export function createBillingMetrics(registry: Registry) {
  const existing = <T>(name: string) => registry.getSingleMetric(name) as T | undefined;
  return {
    jobs:
      existing<Counter<'queue' | 'outcome'>>('grtv_billing_jobs_total') ??
      new Counter({ name: 'grtv_billing_jobs_total', help: 'Billing jobs finished, by queue and outcome.', labelNames: ['queue', 'outcome'], registers: [registry] }),
    retries:
      existing<Counter<'queue'>>('grtv_billing_job_retries_total') ??
      new Counter({ name: 'grtv_billing_job_retries_total', help: 'Billing job attempts that failed and will be retried.', labelNames: ['queue'], registers: [registry] }),
    carrierSeconds:
      existing<Histogram<'endpoint' | 'outcome'>>('grtv_carrier_call_seconds') ??
      new Histogram({
        name: 'grtv_carrier_call_seconds',
        help: 'Carrier gateway call latency, by endpoint and outcome.',
        labelNames: ['endpoint', 'outcome'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
      }),
    charges:
      existing<Counter<'outcome'>>('grtv_billing_charges_total') ??
      new Counter({ name: 'grtv_billing_charges_total', help: 'Charges by outcome (charged, refused).', labelNames: ['outcome'], registers: [registry] }),
  };
}
export type BillingMetrics = ReturnType<typeof createBillingMetrics>;
