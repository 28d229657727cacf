import type { PrivacyPolicyResponse } from '@grtv/machines';
import { Link, useLoaderData } from 'react-router-dom';
import { LegalTextView } from '../components/legal-text-view';

/** /privacy-policy (data: privacyPolicyLoader). */
export function Component() {
  const { privacy_policy } = useLoaderData() as PrivacyPolicyResponse;
  return (
    <>
      <LegalTextView text={privacy_policy} />
      <p className="content-pad">
        <Link to="/terms-and-conditions" className="text-link">
          Terms and conditions
        </Link>
      </p>
    </>
  );
}
