import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { layout } from './app';

type MenuHeaderRender = (logo: JSX.Element, title: JSX.Element, props: { isMobile?: boolean }) => JSX.Element;

describe('the signed-in layout', () => {
  it('draws the brand as a link home, not as an h1: the screen title is the one h1 (issue 31)', () => {
    const config = layout({ initialState: undefined, loading: false, refresh: async () => {} } as never);
    const renderHeader = config.menuHeaderRender as MenuHeaderRender;
    // ProLayout hands the brand over as an h1 of its own making.
    render(<MemoryRouter>{renderHeader(<img alt="" />, <h1>Centre Admin</h1>, { isMobile: false })}</MemoryRouter>);
    expect(screen.getByRole('link')).toHaveTextContent('Centre Admin');
    expect(document.querySelector('h1')).toBeNull();
  });
});
