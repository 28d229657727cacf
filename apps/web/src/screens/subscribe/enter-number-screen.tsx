import { SubscribeFlow } from '../../flows/subscribe/subscribe-flow';

/** SPEC section 2, "Enter number". */
export function EnterNumberScreen() {
  const { send } = SubscribeFlow.useActorRef();
  const message = SubscribeFlow.useSelector((s) => s.context.message);
  const checking = SubscribeFlow.useSelector((s) => s.matches('checkingStatus'));
  return (
    <main className="flow">
      <h1>Enter your mobile number</h1>
      <p className="lead">Your GRTV subscription is charged to your Vodacom account via Add to Bill.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('msisdn');
          send({ type: 'number.submit', value: typeof value === 'string' ? value : '' });
        }}
      >
        <label htmlFor="msisdn">Mobile Number</label>
        <input
          id="msisdn"
          name="msisdn"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="082 123 4567"
          maxLength={16}
          aria-describedby="msisdn-help"
          aria-invalid={message ? true : undefined}
          disabled={checking}
        />
        <p id="msisdn-help" className="help">
          0821234567 / 27821234567 / +27821234567
        </p>
        {message && (
          <p role="alert" className="error">
            {message}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={checking}>
            {checking ? 'Checking…' : 'Submit'}
          </button>
          <button type="button" className="secondary" onClick={() => send({ type: 'flow.exit' })} disabled={checking}>
            Exit
          </button>
        </div>
      </form>
    </main>
  );
}
