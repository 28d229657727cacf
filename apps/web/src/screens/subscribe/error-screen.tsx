import { SubscribeFlow } from '../../flows/subscribe/subscribe-flow';

/** SPEC section 2, the error screen: "Opps Error" with a message. */
export function ErrorScreen() {
  const { send } = SubscribeFlow.useActorRef();
  const message = SubscribeFlow.useSelector((s) => s.context.message ?? s.context.notice);
  return (
    <main className="flow">
      <h1>Opps Error</h1>
      <p role="alert" className="error-message">
        {message}
      </p>
      <div className="actions">
        <button type="button" className="primary" onClick={() => send({ type: 'flow.retry' })}>
          Try again
        </button>
        <button type="button" className="secondary" onClick={() => send({ type: 'flow.exit' })}>
          Exit
        </button>
      </div>
    </main>
  );
}
