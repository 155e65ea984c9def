import '@testing-library/jest-dom';
import { createHistory } from '@@/core/history';
import { createPluginManager } from '@@/core/plugin';
import { act, configure, waitFor } from '@testing-library/react';
import { Modal, message, notification } from 'antd';
import { pruneInsertedStyleSheets } from './jest-style-sheets';

/**
 * Shared setup for client tests. umi's `request` reads its runtime config from the plugin manager
 * ("reading 'applyPlugins'" otherwise); umi's `history` exists only once created (a browser history
 * here, so `window.location` follows it); antd needs matchMedia / ResizeObserver, which jsdom lacks.
 */
createPluginManager();
createHistory({ type: 'browser' });
pruneInsertedStyleSheets();

// CI and this machine are shared: a page that loads after it opens can take more than testing-library's
// default 1 s to show its answer. Files with heavier pages raise these further.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserver });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserver });
}

// antd reads computed styles for scroll bars; jsdom does not implement pseudo-element styles.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element, pseudoElement?: string | null) =>
  getComputedStyle(element, pseudoElement ? undefined : pseudoElement);

afterEach(async () => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  // antd's static messages, notifications and confirm dialogs live outside the rendered tree, so RTL's
  // cleanup leaves them behind: a test that follows quickly would find the previous test's
  // "Added successfully" and pass or fail on the wrong toast.
  act(() => {
    message.destroy();
    notification.destroy();
    Modal.destroyAll();
  });
  await waitFor(() => {
    if (document.querySelector('.ant-message-notice, .ant-notification-notice')) throw new Error('toasts still shown');
  });
});
