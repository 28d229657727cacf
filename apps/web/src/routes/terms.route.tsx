import type { TermsResponse } from '@grtv/machines';
import { Link, useLoaderData } from 'react-router-dom';
import { LegalTextView } from '../components/legal-text-view';

/** /terms-and-conditions (data: termsLoader). */
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
