import { SubscribeFlow } from '../../flows/subscribe/subscribe-flow';

/** SPEC section 2, "Content settings": shown when the number has content block on. */
export function ContentSettingsScreen() {
  const { send } = SubscribeFlow.useActorRef();
  return (
    <main className="flow">
      <h1>Update Content Settings</h1>
      <p className="lead">Subscription (consent) services are blocked for this number.</p>
      <p>Accepting unblocks only GRTV content for this number. Other services stay blocked.</p>
      <div className="actions">
        <button type="button" className="primary" onClick={() => send({ type: 'contentSettings.accept' })}>
          Accept
        </button>
        <button type="button" className="secondary" onClick={() => send({ type: 'contentSettings.decline' })}>
          Decline
        </button>
      </div>
    </main>
  );
}
