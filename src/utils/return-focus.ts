import { useEffect } from 'react';

/**
 * For a drawer or panel mounted while it is open: when it goes, focus goes back to what had it when it
 * came (the button or calendar lesson that opened it), as antd's modals already do and its drawers
 * do not (issue 20: dialogs return focus). Nothing happens if that element has left the page.
 */
export function useReturnFocus(): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
}
