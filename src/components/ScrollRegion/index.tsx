import { type ReactNode, useEffect, useRef } from 'react';

const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * Around a table that scrolls sideways inside itself: its scrolling box joins the tab order as a named
 * region, so a keyboard user can reach it and scroll it with the arrow keys (axe
 * `scrollable-region-focusable`: a table of plain text has nothing else to focus).
 */
export default function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const mark = () => {
      for (const scroller of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
        if (scroller.hasAttribute('tabindex')) continue;
        scroller.tabIndex = 0;
        scroller.setAttribute('role', 'region');
        scroller.setAttribute('aria-label', label);
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
  return <div ref={ref}>{children}</div>;
}
