import { theme } from 'antd';
import { type KeyboardEvent, useRef } from 'react';
import type { LoginType } from '@/models/login';

const TABS: { key: LoginType; label: string }[] = [
  { key: 'account', label: 'Account Login' },
  { key: 'mobile', label: 'Phone Login' },
];

export const tabPanelId = (key: LoginType) => `login-panel-${key}`;
const tabId = (key: LoginType) => `login-tab-${key}`;

/**
 * The two sign-in tabs as a WAI-ARIA tablist (arrow keys move between them). antd's Tabs would bring
 * its overflow dropdown and menu into the login page's first load, which must stay lean.
 */
export default function LoginTabs({ active, onChange }: { active: LoginType; onChange: (key: LoginType) => void }) {
  const { token } = theme.useToken();
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.findIndex((tab) => tab.key === active) + 1) % TABS.length].key;
    onChange(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      onKeyDown={onKeyDown}
      style={{
        display: 'flex',
        justifyContent: 'center',
        gap: 32,
        marginBottom: 24,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {TABS.map((tab) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[tab.key] = element;
            }}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={tabPanelId(tab.key)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            style={{
              padding: '12px 0',
              background: 'none',
              border: 'none',
              borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
              marginBottom: -1,
              color: selected ? token.colorPrimaryText : token.colorText,
              fontSize: token.fontSizeLG,
              cursor: 'pointer',
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
