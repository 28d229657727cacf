import { SubscribeFlow } from '../flows/subscribe/subscribe-flow';
import { ContentSettingsScreen } from '../screens/subscribe/content-settings-screen';
import { EnterNumberScreen } from '../screens/subscribe/enter-number-screen';
import { ErrorScreen } from '../screens/subscribe/error-screen';
import { OtpScreen } from '../screens/subscribe/otp-screen';
import { PackageScreen } from '../screens/subscribe/package-screen';
import { SignInOtpScreen } from '../screens/subscribe/sign-in-otp-screen';

/** Which screen shows each state of the subscribe machine on /enter-number. */
const SCREEN_BY_STATE: Record<string, () => React.JSX.Element> = {
  start: EnterNumberScreen,
  enteringNumber: EnterNumberScreen,
  checkingStatus: EnterNumberScreen,
  choosingPackage: PackageScreen,
  packageChosen: PackageScreen,
  requestingOtp: PackageScreen,
  contentSettings: ContentSettingsScreen,
  loadingProtection: OtpScreen,
  enteringOtp: OtpScreen,
  resendingOtp: OtpScreen,
  subscribing: OtpScreen,
  judgingAnswer: OtpScreen,
  awaitingOutcome: OtpScreen,
  pollingOutcome: OtpScreen,
  stillPending: OtpScreen,
  declining: OtpScreen,
  requestingSignInOtp: SignInOtpScreen,
  enteringSignInOtp: SignInOtpScreen,
  verifyingSignIn: SignInOtpScreen,
  failed: ErrorScreen,
};

/** /enter-number: the typed-number subscribe flow, screen by machine state. */
export function Component() {
  const state = SubscribeFlow.useSelector((s) => String(s.value));
  const Screen = SCREEN_BY_STATE[state] ?? EnterNumberScreen;
  return (
    <div data-flow-state={state}>
      <Screen />
    </div>
  );
}
