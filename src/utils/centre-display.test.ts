import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '../../mock/server';
import { loadCentreDisplay } from './centre-display';

setupMockServer();

describe('the centre display settings at start-up', () => {
  it('are asked once for the app and the offline-app check, and again only for a new session (issue 37)', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/centre-settings/display', () => {
        asked += 1;
        return HttpResponse.json({ centreName: 'C', currency: 'EUR', timeFormat: '12h', pwaEnabled: true });
      }),
    );
    const [app, offlineCheck] = await Promise.all([loadCentreDisplay({ fresh: true }), loadCentreDisplay()]);
    expect(app?.currency).toBe('EUR');
    expect(offlineCheck?.pwaEnabled).toBe(true);
    expect(asked).toBe(1);
    await loadCentreDisplay({ fresh: true });
    expect(asked).toBe(2);
  });

  it('answer undefined when they cannot be read, so the defaults hold and an installed app is left alone', async () => {
    server.use(http.get('*/api/centre-settings/display', () => HttpResponse.error()));
    expect(await loadCentreDisplay({ fresh: true })).toBeUndefined();
  });
});
