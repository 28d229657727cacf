import type { ReactNode } from 'react';
import { Logo } from '../components/logo';

/** SPEC section 2: the subscribe flow's layout shows only the logo. */
export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="minimal-layout">
      <header className="minimal-header">
        <Logo />
      </header>
      {children}
    </div>
  );
}
