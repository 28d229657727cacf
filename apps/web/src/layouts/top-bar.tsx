import { Link } from 'react-router-dom';
import { Logo } from '../components/logo';
import { SearchIcon, UserIcon } from '../components/icons';
import { OVERLAY_STATE, useOverlay } from './use-overlay';

/** SPEC section 2: logo, a search button opening the search overlay, a profile button to /profile and its modal. */
export function TopBar() {
  const { open } = useOverlay();
  return (
    <header className="top-bar">
      <Link to="/" className="logo-link" aria-label="GRTV home">
        <Logo />
      </Link>
      <div className="top-actions">
        <button type="button" className="icon-button" aria-label="Search" onClick={() => open('search')}>
          <SearchIcon />
        </button>
        <Link to="/profile#hello" state={OVERLAY_STATE} className="icon-button" aria-label="Profile">
          <UserIcon />
        </Link>
      </div>
    </header>
  );
}
