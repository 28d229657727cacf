import { Link } from 'react-router-dom';
import { SubscribeFlow } from '../../flows/subscribe/subscribe-flow';

/** /subscribe/complete: subscribed (or signed back in), and signed in. */
export function CompleteScreen() {
  const returning = SubscribeFlow.useSelector((s) => s.context.returning);
  const hasFreeTrial = SubscribeFlow.useSelector((s) => s.context.packages.find((p) => p.id === s.context.selectedPackageId)?.free_id != null);
  return (
    <main className="flow">
      <h1>{returning ? 'Welcome back' : "You're subscribed"}</h1>
      <p className="lead">
        {returning
          ? 'You are signed in. Enjoy GRTV.'
          : `Thank you for subscribing to GRTV.${hasFreeTrial ? ' Your first day is free.' : ''} We sent you an SMS with the details.`}
      </p>
      <div className="actions">
        <Link className="button primary" to="/">
          Start watching
        </Link>
      </div>
    </main>
  );
}
