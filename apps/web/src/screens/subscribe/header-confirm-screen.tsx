import { SubscribeFlow } from '../../flows/subscribe/subscribe-flow';
import { ConsentText } from './consent-text';

/** /subscribe/confirm: the carrier's network supplied the number, so consent needs no OTP. */
export function HeaderConfirmScreen() {
  const { send } = SubscribeFlow.useActorRef();
  const masked = SubscribeFlow.useSelector((s) => s.context.msisdnMasked);
  const message = SubscribeFlow.useSelector((s) => s.context.message);
  const busy = SubscribeFlow.useSelector((s) => !s.matches('confirmingHeaderNumber'));
  return (
    <main className="flow">
      <h1>Subscribe</h1>
      {masked && <p className="lead">Vodacom number {masked}</p>}
      <ConsentText />
      {message && (
        <p role="alert" className="error">
          {message}
        </p>
      )}
      <div className="actions">
        <button type="button" className="primary" onClick={() => send({ type: 'subscribe.accept' })} disabled={busy}>
          {busy ? 'Confirming…' : 'Accept'}
        </button>
        <button type="button" className="secondary" onClick={() => send({ type: 'subscribe.decline' })} disabled={busy}>
          Decline
        </button>
      </div>
    </main>
  );
}
