import { Link } from 'react-router-dom';

const FAQS: Array<{ q: string; a: string }> = [
  { q: 'What does GRTV cost?', a: 'GRTV Daily is R5 a day, GRTV Weekly R10 a week and GRTV Monthly R25 a month, charged to your Vodacom airtime or added to your bill. New subscribers get the first day free.' },
  { q: 'How do I cancel?', a: 'Open My Account and tap Unsubscribe, or send STOP to the short code in your welcome SMS. Nothing more is charged after you cancel.' },
  { q: 'How much data does watching use?', a: 'With Data saver on (the default) a video plays at the lowest quality: about 90 MB an hour. With it off, the quality rises as far as your connection allows and uses more data. Your network charges data separately unless your bundle includes it.' },
  { q: 'Why can I not play a video?', a: 'Watching needs a subscription: tap Subscribe on the video. If you already subscribe, enter your number to sign in. If your airtime ran out, top up: we try the payment again for a few days.' },
  { q: 'I changed phones. How do I sign in?', a: 'Tap Subscribe and enter your Vodacom number. We see that you already subscribe and send you an OTP by SMS to sign in; you are not charged again.' },
  { q: 'What is My List?', a: 'Tap My List on an episode or a video to keep it for later. Your list is under My List at the bottom of the screen.' },
];

/** Help & Support: customer care and frequently asked questions. */
export function Component() {
  return (
    <div className="content-pad">
      <h1 className="page-title">Help & Support</h1>
      <section aria-labelledby="care-title" className="card">
        <h2 id="care-title">Customer care</h2>
        <p>Send HELP to the short code in your welcome SMS and a GRTV agent will get back to you, or tell us what went wrong with the feedback form in My Account.</p>
        <Link to="/profile#feedback" className="button secondary wide">
          Send feedback
        </Link>
      </section>
      <section aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        {FAQS.map((faq) => (
          <details key={faq.q} className="faq">
            <summary>{faq.q}</summary>
            <p>{faq.a}</p>
          </details>
        ))}
      </section>
      <p className="links-line">
        <Link to="/terms-and-conditions" className="text-link">
          Terms and conditions
        </Link>
        <Link to="/privacy-policy" className="text-link">
          Privacy policy
        </Link>
        <Link to="/test-headers" className="text-link">
          Check my connection
        </Link>
      </p>
    </div>
  );
}
