import { useEffect, useState } from 'react';

/**
 * For a drawer or panel mounted while it is open: when it goes, focus goes back to what had it when it
 * came (the button or calendar lesson that opened it), as antd's modals already do and its drawers
 * do not (issue 20: dialogs return focus). Nothing happens if that element has left the page.
 */
export function useReturnFocus(): void {
  // Taken while rendering: by the time effects run, the drawer has already moved focus into itself.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );
}
