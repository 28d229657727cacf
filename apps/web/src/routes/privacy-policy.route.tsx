import type { PrivacyPolicyResponse } from '@grtv/machines';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { loadPage } from '../api/load-page';
import { LegalTextView } from '../components/legal-text-view';

/** /privacy-policy. */
export function loader({ request }: LoaderFunctionArgs): Promise<PrivacyPolicyResponse> {
  return loadPage<PrivacyPolicyResponse>('/api/content/privacy-policy', request);
}

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
