import { SubscribeFlow } from '../../flows/subscribe/subscribe-flow';
import { ConsentText } from './consent-text';

const BUSY = ['subscribing', 'awaitingOutcome', 'pollingOutcome', 'stillPending', 'declining', 'loadingProtection', 'resendingOtp'] as const;

/** SPEC section 2, "OTP": the number-based confirm step. */
export function OtpScreen() {
  const { send } = SubscribeFlow.useActorRef();
  const message = SubscribeFlow.useSelector((s) => s.context.message);
  const notice = SubscribeFlow.useSelector((s) => s.context.notice);
  const masked = SubscribeFlow.useSelector((s) => s.context.msisdnMasked);
  const busy = SubscribeFlow.useSelector((s) => BUSY.some((state) => s.matches(state)));
  const confirming = SubscribeFlow.useSelector((s) => s.matches('subscribing') || s.matches('awaitingOutcome') || s.matches('pollingOutcome'));
  return (
    <main className="flow">
      <h1>Please enter your 4-digit OTP</h1>
      {masked && <p className="lead">We sent it by SMS to {masked}.</p>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const otp = new FormData(event.currentTarget).get('otp');
          send({ type: 'subscribe.accept', otp: typeof otp === 'string' ? otp : '' });
        }}
      >
        <label htmlFor="otp" className="visually-hidden">
          OTP
        </label>
        <input
          id="otp"
          name="otp"
          className="otp-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={4}
          placeholder="••••"
          disabled={busy}
          aria-invalid={message ? true : undefined}
        />
        <button type="button" className="link" onClick={() => send({ type: 'otp.resend' })} disabled={busy}>
          Resend OTP
        </button>
        {notice && <p className="notice">{notice}</p>}
        {message && (
          <p role="alert" className="error">
            {message}
          </p>
        )}
        <ConsentText />
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            {confirming ? 'Confirming…' : 'Accept'}
          </button>
          <button type="button" className="secondary" onClick={() => send({ type: 'subscribe.decline' })} disabled={busy}>
            Decline
          </button>
        </div>
      </form>
    </main>
  );
}
