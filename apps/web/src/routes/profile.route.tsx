import { findPackageById, packageLabel, type Profile, type Rating } from '@grtv/machines';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { StarIcon } from '../components/icons';
import { SessionFlow } from '../flows/session/session-flow';
import { formatDate } from '../format/format-duration';
import { FeedbackForm } from '../profile/feedback-form';
import { forgetRatings, loadRatings } from '../profile/profile-store';
import { canUnsubscribe, SUBSCRIPTION_LABEL } from '../profile/subscription-label';
import { UnsubscribePanel } from '../profile/unsubscribe-panel';
import { useProfile } from '../profile/use-profile';
import { useSubscriptionStatus } from '../profile/use-subscription-status';

/** /profile (My Account): the subscription and its package, Unsubscribe, ratings and feedback. */
export function Component() {
  const profile = useProfile();
  return (
    <div className="content-pad account">
      <h1 className="page-title">My Account</h1>
      {profile.status === 'loading' && <p className="muted">Loading your account…</p>}
      {profile.status === 'failed' && (
        <p role="alert" className="error">
          {profile.message}
        </p>
      )}
      {(profile.status === 'visitor' || (profile.status === 'ready' && !profile.profile.msisdn)) && <VisitorAccount />}
      {profile.status === 'ready' && profile.profile.msisdn && <Account profile={profile.profile} msisdn={profile.profile.msisdn} />}
    </div>
  );
}

function VisitorAccount() {
  return (
    <div className="empty">
      <p>You are not signed in. Subscribe to watch GRTV, or enter your number to sign in if you already subscribe.</p>
      <Link to="/enter-number" className="button primary">
        Subscribe or sign in
      </Link>
      <p>
        <Link to="/help" className="text-link">
          Help & Support
        </Link>
      </p>
    </div>
  );
}

function Account({ profile, msisdn }: { profile: Profile; msisdn: string }) {
  const user = SessionFlow.useSelector((s) => s.context.user);
  const { result, refresh } = useSubscriptionStatus(msisdn);
  const pkg = user?.package_id ? findPackageById(user.package_id) : undefined;
  const packageName = pkg ? packageLabel(pkg) : null;
  const [ratings, setRatings] = useState<Rating[] | null>(null);
  const [ratingsAsked, setRatingsAsked] = useState(0);
  useEffect(() => {
    if (!profile.rating_id) return setRatings([]);
    let current = true;
    loadRatings(profile.rating_id).then(
      (list) => current && setRatings(list),
      () => current && setRatings([]),
    );
    return () => {
      current = false;
    };
  }, [profile.rating_id, ratingsAsked]);
  const onFeedbackSent = useCallback(() => {
    forgetRatings();
    setRatingsAsked((n) => n + 1);
  }, []);

  return (
    <>
      <section className="card" aria-label="Subscription">
        <dl className="facts">
          <dt>Mobile number</dt>
          <dd>{user?.msisdn_masked ?? ''}</dd>
          <dt>Package</dt>
          <dd>{packageName ?? 'GRTV'}</dd>
          <dt>Subscription</dt>
          <dd data-testid="subscription-state">
            {result.status === 'loading' && 'Checking…'}
            {result.status === 'failed' && <span className="error">{result.message}</span>}
            {result.status === 'ready' && SUBSCRIPTION_LABEL[result.state]}
          </dd>
        </dl>
        {result.status === 'ready' && canUnsubscribe(result.state) && <UnsubscribePanel msisdn={msisdn} packageName={packageName} onUnsubscribed={refresh} />}
        {result.status === 'ready' && !canUnsubscribe(result.state) && (
          <Link to="/enter-number" className="button primary wide">
            Subscribe
          </Link>
        )}
      </section>

      <section aria-labelledby="ratings-title">
        <h2 id="ratings-title">Your ratings</h2>
        {ratings === null && <p className="muted">Loading…</p>}
        {ratings?.length === 0 && <p className="muted">You have not rated GRTV yet.</p>}
        {ratings && ratings.length > 0 && (
          <ul className="ratings">
            {ratings.map((r) => (
              <li key={r.id}>
                <span className="rating-stars" aria-label={`${r.rating} of 5`}>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <StarIcon key={n} filled={n <= r.rating} size={18} />
                  ))}
                </span>
                <span className="muted">{formatDate(r.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="feedback" aria-labelledby="feedback-title">
        <h2 id="feedback-title">Feedback</h2>
        <FeedbackForm onSent={onFeedbackSent} />
      </section>
    </>
  );
}
