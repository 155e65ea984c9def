import { history } from '@umijs/max';
import type { ReactNode } from 'react';

/**
 * A real link (open-in-new-tab works, screen readers announce a link) that navigates inside the app
 * without reloading it.
 */
export default function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        history.push(to);
      }}
    >
      {children}
    </a>
  );
}
