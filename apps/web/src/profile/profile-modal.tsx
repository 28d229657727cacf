import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CardIcon, CloseIcon, HelpIcon, ShareIcon, StarIcon } from '../components/icons';
import { SessionFlow } from '../flows/session/session-flow';
import { useDialogBehaviour } from '../layouts/use-dialog-behaviour';
import { useOverlay } from '../layouts/use-overlay';
import { inviteFriends, type InviteOutcome } from './invite-friends';
import { useProfile } from './use-profile';

const INVITE_NOTICE: Record<InviteOutcome, string> = {
  shared: 'Thanks for sharing GRTV!',
  copied: 'Link copied. Paste it in a message to your friends.',
  cancelled: '',
  failed: `Share this link with your friends: ${location.origin}/`,
};

function Tile({ icon, title, subtitle, onClick }: { icon: ReactNode; title: string; subtitle: string; onClick: () => void }) {
  return (
    <button type="button" className="menu-tile" onClick={onClick}>
      {icon}
      <span className="menu-tile-title">{title}</span>
      <span className="menu-tile-subtitle">{subtitle}</span>
    </button>
  );
}

/**
 * SPEC section 2's profile modal, titled HELLO. My Account and Feedback need a number (a visitor
 * is sent to /enter-number); Log Out shows only when the profile has a msisdn.
 */
export default function ProfileModal() {
  const { close } = useOverlay();
  const navigate = useNavigate();
  const session = SessionFlow.useActorRef();
  const maskedNumber = SessionFlow.useSelector((s) => s.context.user?.msisdn_masked ?? null);
  const profile = useProfile();
  const [invite, setInvite] = useState<InviteOutcome | null>(null);
  useDialogBehaviour(close);

  const hasNumber = profile.status === 'ready' && Boolean(profile.profile.msisdn);
  const visitor = profile.status === 'visitor' || (profile.status === 'ready' && !profile.profile.msisdn);
  const go = (to: string, needsNumber = false) => navigate(needsNumber && visitor ? '/enter-number' : to, { replace: true });

  return (
    <div className="overlay modal-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
      <section className="modal" role="dialog" aria-modal="true" aria-labelledby="hello-title">
        <div className="modal-head">
          <h2 id="hello-title">HELLO</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={close} autoFocus>
            <CloseIcon />
          </button>
        </div>
        {hasNumber && maskedNumber && <p className="muted modal-number">{maskedNumber}</p>}
        <div className="menu-tiles">
          <Tile icon={<CardIcon />} title="My Account" subtitle="View Payments & Subscriptions" onClick={() => go('/profile', true)} />
          <Tile icon={<HelpIcon />} title="Help & Support" subtitle="Customer care & FAQs" onClick={() => go('/help')} />
          <Tile icon={<StarIcon />} title="Feedback" subtitle="Rate our experience" onClick={() => go('/profile#feedback', true)} />
          <Tile
            icon={<ShareIcon />}
            title="Invite Friends"
            subtitle="Share with Friends"
            onClick={() => void inviteFriends(`${location.origin}/`).then(setInvite)}
          />
        </div>
        {invite && INVITE_NOTICE[invite] && (
          <p className="notice" role="status">
            {INVITE_NOTICE[invite]}
          </p>
        )}
        <p className="terms">
          <Link to="/terms-and-conditions" replace>
            Read our Terms
          </Link>
        </p>
        {hasNumber && (
          <button
            type="button"
            className="secondary wide"
            onClick={() => {
              session.send({ type: 'session.signOut' });
              navigate('/', { replace: true });
            }}
          >
            Log Out
          </button>
        )}
      </section>
    </div>
  );
}
