import type { TermsResponse } from '@grtv/machines';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { loadPage } from '../api/load-page';
import { LegalTextView } from '../components/legal-text-view';

/** /terms-and-conditions. */
export function loader({ request }: LoaderFunctionArgs): Promise<TermsResponse> {
  return loadPage<TermsResponse>('/api/content/terms', request);
}

export function Component() {
  const { terms } = useLoaderData() as TermsResponse;
  return (
    <>
      <LegalTextView text={terms} />
      <p className="content-pad">
        <Link to="/privacy-policy" className="text-link">
          Privacy policy
        </Link>
      </p>
    </>
  );
}
