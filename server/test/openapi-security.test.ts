/**
 * The API document says which operations need a token, and it must say what the server does (issue
 * 30, item 14): every operation a caller without a token is answered by (not 401) is marked
 * `security: []`, and every other one keeps the document's bearer requirement. Found by asking the
 * server itself, route by route, without a token.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from './helpers/app';
import { registeredRoutes } from './helpers/routes';

type Operation = { security?: unknown[] };

describe('OpenAPI security marks follow the server', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('public operations need no token in the document; the others need one', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>>; security: unknown[] };
    assert.deepEqual(document.security, [{ bearer: [] }]);
    const wrong: string[] = [];
    let publicOnes = 0;
    for (const route of registeredRoutes(t.app)) {
      const [method, path] = route.split(' ');
      const documented = document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      if (!documented) continue;
      const url = path.replace(/:file/g, 'x.ics').replace(/:(\w+)/g, '1');
      const answer = await t.app.inject({ method: method as 'GET', url });
      const isPublic = answer.statusCode !== 401;
      if (isPublic) publicOnes++;
      const markedPublic = Array.isArray(documented.security) && documented.security.length === 0;
      if (isPublic !== markedPublic)
        wrong.push(
          `${route}: answers ${answer.statusCode} without a token, marked ${markedPublic ? 'public' : 'token'}`,
        );
    }
    assert.deepEqual(wrong, []);
    assert.ok(publicOnes >= 15, `${publicOnes} public operations found`);
  });
});
