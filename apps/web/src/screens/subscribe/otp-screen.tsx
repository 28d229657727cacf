import { SubscribeFlow } from '../../flows/subscribe/subscribe-flow';
import { ConsentText } from './consent-text';
import { OtpEntry, otpOf } from './otp-entry';

const BUSY = ['subscribing', 'judgingAnswer', 'awaitingOutcome', 'pollingOutcome', 'stillPending', 'declining', 'loadingProtection', 'resendingOtp'] as const;
const CONFIRMING = ['subscribing', 'judgingAnswer', 'awaitingOutcome', 'pollingOutcome'] as const;

/** SPEC section 2, "OTP": the number-based confirm step. */
export function OtpScreen() {
  const { send } = SubscribeFlow.useActorRef();
  const message = SubscribeFlow.useSelector((s) => s.context.message);
  const notice = SubscribeFlow.useSelector((s) => s.context.notice);
  const masked = SubscribeFlow.useSelector((s) => s.context.msisdnMasked);
  const busy = SubscribeFlow.useSelector((s) => BUSY.some((state) => s.matches(state)));
  const confirming = SubscribeFlow.useSelector((s) => CONFIRMING.some((state) => s.matches(state)));
  return (
    <main className="flow">
      <h1>Please enter your 4-digit OTP</h1>
      {masked && <p className="lead">We sent it by SMS to {masked}.</p>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'subscribe.accept', otp: otpOf(event.currentTarget) });
        }}
      >
        <OtpEntry busy={busy} message={message} notice={notice} onResend={() => send({ type: 'otp.resend' })} />
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
