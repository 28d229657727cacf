import { Link, useLocation } from 'react-router-dom';
import { BrowseIcon, HomeIcon, ListIcon } from '../components/icons';
import { activeTab, type Tab } from '../navigation/paths';

const TABS: Array<{ tab: Tab; to: string; label: string; Icon: typeof HomeIcon }> = [
  { tab: 'home', to: '/', label: 'Home', Icon: HomeIcon },
  { tab: 'browse', to: '/channels', label: 'Browse', Icon: BrowseIcon },
  { tab: 'my-list', to: '/my-list', label: 'My List', Icon: ListIcon },
];

/** SPEC section 2: Home, Browse, My List, the active tab highlighted. */
export function BottomNav() {
  const active = activeTab(useLocation().pathname);
  return (
    <nav className="bottom-nav" aria-label="Main">
      {TABS.map(({ tab, to, label, Icon }) => (
        <Link key={tab} to={to} className={tab === active ? 'tab active' : 'tab'} aria-current={tab === active ? 'page' : undefined}>
          <Icon />
          <span>{label}</span>
        </Link>
      ))}
    </nav>
  );
}
