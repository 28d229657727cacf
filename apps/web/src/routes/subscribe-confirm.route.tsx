import { SubscribeFlow } from '../flows/subscribe/subscribe-flow';
import { HeaderConfirmScreen } from '../screens/subscribe/header-confirm-screen';

/** /subscribe/confirm: consent for a header-enriched number. */
export function Component() {
  const state = SubscribeFlow.useSelector((s) => String(s.value));
  return (
    <div data-flow-state={state}>
      <HeaderConfirmScreen />
    </div>
  );
}
