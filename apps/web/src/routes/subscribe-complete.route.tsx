import { SubscribeFlow } from '../flows/subscribe/subscribe-flow';
import { CompleteScreen } from '../screens/subscribe/complete-screen';

/** /subscribe/complete. */
export function Component() {
  const state = SubscribeFlow.useSelector((s) => String(s.value));
  return (
    <div data-flow-state={state}>
      <CompleteScreen />
    </div>
  );
}
