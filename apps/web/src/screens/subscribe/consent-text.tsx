import { packageLabel } from '@grtv/machines';
import { SubscribeFlow } from '../../flows/subscribe/subscribe-flow';

/** The consent wording of the OTP and confirm steps: price per period, and the free first day. */
export function ConsentText() {
  const pkg = SubscribeFlow.useSelector((s) => s.context.packages.find((p) => p.id === s.context.selectedPackageId) ?? null);
  if (!pkg) return null;
  const price = packageLabel({ name: pkg.name, amountCents: pkg.amount_cents, period: pkg.period });
  return (
    <p className="consent">
      By tapping Accept you subscribe to {price}, charged to your Vodacom account via Add to Bill.
      {pkg.free_id ? ' Your first day is free; the first charge is after 24 hours.' : ''} Cancel any time by sending STOP to the
      service or from My Account.
    </p>
  );
}
