/**
 * Keeps antd's style sheets in jsdom down to what a test can observe, which made the page suites about
 * three times cheaper (docs/decisions.md, "The test loop, second pass: antd's style sheets in jsdom").
 *
 * antd writes its CSS-in-JS into `<style>` elements in <head>. jsdom has no layout: the only thing a
 * style sheet changes for a test is what `getComputedStyle` returns, which testing-library (is the element
 * hidden from `getByRole`?), dom-accessibility-api (accessible names skip hidden text), user-event
 * (`pointer-events: none` refuses a click) and jest-dom (`toBeVisible`) read for `display`, `visibility`,
 * `pointer-events` and `opacity`. jsdom's `getComputedStyle` matches every rule of every sheet against the
 * element and each ancestor, and antd's thousands of rules also overflow nwsapi's 1,000-selector cache, so
 * it recompiled each selector every time: most of a page test's CPU went there.
 *
 * So each sheet antd inserts is pruned to the rules that declare one of those properties, in their order
 * and with their selectors and media queries, so the cascade for those properties is unchanged: an element
 * antd hides with a class is still hidden. Rules that only set colours, sizes, fonts or animations go.
 * The `<style>` element's text is left as antd wrote it (antd compares it before rewriting it).
 */

const OBSERVED_PROPERTIES = new Set(['display', 'visibility', 'pointer-events', 'opacity']);

function declaresObservedProperty(style: CSSStyleDeclaration): boolean {
  for (let index = 0; index < style.length; index++) {
    if (OBSERVED_PROPERTIES.has(style[index])) return true;
  }
  return false;
}

/** Deletes, last first, the rules of `rules` that cannot change an observed property. */
function prune(rules: CSSRuleList, deleteRule: (index: number) => void): void {
  for (let index = rules.length - 1; index >= 0; index--) {
    const rule = rules[index];
    if (rule instanceof CSSStyleRule) {
      if (!declaresObservedProperty(rule.style)) deleteRule(index);
    } else if (rule instanceof CSSMediaRule) {
      prune(rule.cssRules, (inner) => rule.deleteRule(inner));
      if (rule.cssRules.length === 0) deleteRule(index);
    } else {
      // @keyframes, @font-face, …: jsdom's getComputedStyle reads only style rules and media rules.
      deleteRule(index);
    }
  }
}

export function pruneStyleElement(node: unknown): void {
  if (!(node instanceof HTMLStyleElement) || !node.sheet) return;
  const sheet = node.sheet;
  prune(sheet.cssRules, (index) => sheet.deleteRule(index));
}

/** Installs the pruning for the current test file's document (called from tests/jest-setup.ts). */
export function pruneInsertedStyleSheets(): void {
  // Synchronously when a <style> is inserted (antd inserts with appendChild or insertBefore), so that
  // the very next getComputedStyle already sees the pruned sheet …
  for (const method of ['appendChild', 'insertBefore'] as const) {
    const original = Node.prototype[method] as (this: Node, ...args: unknown[]) => unknown;
    Object.defineProperty(Node.prototype, method, {
      configurable: true,
      writable: true,
      value(this: Node, ...args: unknown[]) {
        const result = original.apply(this, args);
        pruneStyleElement(args[0]);
        return result;
      },
    });
  }
  // … and when antd rewrites an inserted <style>'s text (jsdom then parses a whole new sheet).
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target;
      pruneStyleElement(target instanceof HTMLStyleElement ? target : target.parentNode);
    }
  }).observe(document.head, { subtree: true, childList: true, characterData: true });
}
