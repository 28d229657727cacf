/**
 * The OTP field of the OTP and sign-in steps (SPEC: "Please enter your 4-digit OTP"), its
 * Resend OTP link, and what the machine says about it (a notice such as "A new OTP has been
 * sent", or an error).
 */
export function OtpEntry(props: { busy: boolean; message: string | null; notice: string | null; onResend: () => void }) {
  return (
    <>
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
        disabled={props.busy}
        aria-invalid={props.message ? true : undefined}
      />
      <button type="button" className="link" onClick={props.onResend} disabled={props.busy}>
        Resend OTP
      </button>
      {props.notice && <p className="notice">{props.notice}</p>}
      {props.message && (
        <p role="alert" className="error">
          {props.message}
        </p>
      )}
    </>
  );
}

/** The OTP typed into an OtpEntry, from its form. */
export function otpOf(form: HTMLFormElement): string {
  const value = new FormData(form).get('otp');
  return typeof value === 'string' ? value : '';
}
