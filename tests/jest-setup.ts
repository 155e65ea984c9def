import '@testing-library/jest-dom';
import { createHistory } from '@@/core/history';
import { createPluginManager } from '@@/core/plugin';

/**
 * Shared setup for client tests. umi's `request` reads its runtime config from the plugin manager
 * ("reading 'applyPlugins'" otherwise); umi's `history` exists only once created (a browser history
 * here, so `window.location` follows it); antd needs matchMedia / ResizeObserver, which jsdom lacks.
 */
createPluginManager();
createHistory({ type: 'browser' });

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

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
