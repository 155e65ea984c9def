import routes from '../../../../config/routes';
import { MENU_ICONS } from '..';

type RouteNode = { menuIcon?: string; routes?: RouteNode[] };

function menuIcons(list: RouteNode[]): string[] {
  return list.flatMap((route) => [...(route.menuIcon ? [route.menuIcon] : []), ...menuIcons(route.routes ?? [])]);
}

describe('MenuIcon', () => {
  it('knows every icon the routes name', () => {
    const names = menuIcons(routes as RouteNode[]);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(MENU_ICONS).toHaveProperty(name);
  });
});
