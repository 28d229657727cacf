import { packageLabel } from '@grtv/machines';
import { Link } from 'react-router-dom';
import { SubscribeFlow } from '../../flows/subscribe/subscribe-flow';

/** SPEC section 2, "Package selection". */
export function PackageScreen() {
  const { send } = SubscribeFlow.useActorRef();
  const packages = SubscribeFlow.useSelector((s) => s.context.packages);
  const selected = SubscribeFlow.useSelector((s) => s.context.selectedPackageId);
  // The free day is once per number per package: the note follows the package chosen.
  const freeDay = SubscribeFlow.useSelector((s) => s.context.packages.find((p) => p.id === s.context.selectedPackageId)?.free_id != null);
  const message = SubscribeFlow.useSelector((s) => s.context.message);
  const busy = SubscribeFlow.useSelector((s) => s.matches('requestingOtp') || s.matches('loadingProtection'));
  return (
    <main className="flow">
      <h1>Subscribe</h1>
      <p className="lead">Choose your subscription</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'package.submit' });
        }}
      >
        <fieldset className="packages" disabled={busy}>
          <legend className="visually-hidden">Packages</legend>
          {packages.map((p) => (
            <label key={p.id} className="package">
              <input
                type="radio"
                name="package"
                value={p.id}
                checked={selected === p.id}
                onChange={() => send({ type: 'package.select', packageId: p.id })}
              />
              <span>{packageLabel({ name: p.name, amountCents: p.amount_cents, period: p.period })}</span>
            </label>
          ))}
        </fieldset>
        {freeDay && <p className="note">Your first day is free.</p>}
        {message && (
          <p role="alert" className="error">
            {message}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Sending your OTP…' : 'Submit'}
          </button>
          <button type="button" className="secondary" onClick={() => send({ type: 'flow.exit' })} disabled={busy}>
            Exit
          </button>
        </div>
        <p className="terms">
          <Link to="/terms-and-conditions">Terms and conditions</Link>
        </p>
      </form>
    </main>
  );
}
