import { render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';

/** Every style rule left in the document's sheets, media rules opened. */
function styleRules(): CSSStyleRule[] {
  const rules: CSSStyleRule[] = [];
  const collect = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSStyleRule) rules.push(rule);
      else if (rule instanceof CSSMediaRule) collect(rule.cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
  return rules;
}

const observed = (rule: CSSStyleRule) =>
  ['display', 'visibility', 'pointer-events', 'opacity'].some((property) => rule.style.getPropertyValue(property));

describe("antd's style sheets in jsdom (tests/jest-style-sheets.ts)", () => {
  it('keeps what hides an element: a hidden form item is display none by its antd class alone', () => {
    render(
      <Form>
        <Form.Item hidden name="secret" label="Secret">
          <Input />
        </Form.Item>
        <Form.Item name="shown" label="Shown">
          <Input />
        </Form.Item>
      </Form>,
    );
    const hidden = screen.getByRole('textbox', { name: 'Secret', hidden: true });
    const item = hidden.closest('.ant-form-item') as HTMLElement;
    expect(item).toHaveClass('ant-form-item-hidden');
    expect(item.getAttribute('style') ?? '').not.toContain('display');
    expect(window.getComputedStyle(item).display).toBe('none');
    expect(screen.queryByRole('textbox', { name: 'Secret' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Shown' })).toBeInTheDocument();
  });

  it('drops the rules that set none of display, visibility, pointer-events or opacity, and leaves the text', () => {
    render(<Button type="primary">Save</Button>);
    const antdStyles = Array.from(document.head.querySelectorAll('style')).filter((style) =>
      style.textContent?.includes('.ant-btn'),
    );
    expect(antdStyles.length).toBeGreaterThan(0);
    // antd's text still has its colours (it compares the text before rewriting it) …
    expect(antdStyles.some((style) => style.textContent?.includes('color:'))).toBe(true);
    // … while the sheets jsdom matches keep only rules that can hide an element or refuse a click.
    const rules = styleRules();
    expect(rules.some((rule) => rule.selectorText.includes('.ant-btn'))).toBe(true);
    expect(rules.filter((rule) => !observed(rule)).length).toBe(0);
  });

  it('prunes a style sheet again when its text is rewritten', async () => {
    const style = document.createElement('style');
    style.textContent = '.a { color: red } .b { display: none }';
    document.head.appendChild(style);
    expect(Array.from(style.sheet?.cssRules ?? []).map((rule) => (rule as CSSStyleRule).selectorText)).toEqual(['.b']);
    style.innerHTML = '.c { color: blue } @media screen { .d { visibility: hidden } .e { margin: 0 } }';
    // jsdom parses the new text into a new sheet at once; the pruning follows as a mutation record.
    await waitFor(() => expect(styleRules().map((rule) => rule.selectorText)).not.toContain('.c'));
    expect(styleRules().map((rule) => rule.selectorText)).toContain('.d');
    expect(styleRules().map((rule) => rule.selectorText)).not.toContain('.e');
    style.remove();
  });
});
