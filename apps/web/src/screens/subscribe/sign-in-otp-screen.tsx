import { SubscribeFlow } from '../../flows/subscribe/subscribe-flow';
import { OtpEntry, otpOf } from './otp-entry';

/** A returning subscriber proves the number with an OTP before being signed in (never by number alone). */
export function SignInOtpScreen() {
  const { send } = SubscribeFlow.useActorRef();
  const message = SubscribeFlow.useSelector((s) => s.context.message);
  const notice = SubscribeFlow.useSelector((s) => s.context.notice);
  const masked = SubscribeFlow.useSelector((s) => s.context.msisdnMasked);
  const busy = SubscribeFlow.useSelector((s) => !s.matches('enteringSignInOtp'));
  return (
    <main className="flow">
      <h1>Welcome back</h1>
      <p className="lead">You already subscribe to GRTV{masked ? ` on ${masked}` : ''}. Please enter your 4-digit OTP to sign in.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'signIn.submit', otp: otpOf(event.currentTarget) });
        }}
      >
        <OtpEntry busy={busy} message={message} notice={notice} onResend={() => send({ type: 'otp.resend' })} />
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          <button type="button" className="secondary" onClick={() => send({ type: 'flow.exit' })} disabled={busy}>
            Exit
          </button>
        </div>
      </form>
    </main>
  );
}
