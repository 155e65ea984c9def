import { isChunkLoadError } from './chunk-load';

describe('isChunkLoadError', () => {
  it('recognises webpack and CSS chunk failures', () => {
    const scriptError = Object.assign(new Error('Loading chunk 42 failed.\n(timeout: /p__staff.js)'), {
      name: 'ChunkLoadError',
    });
    const cssError = Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(isChunkLoadError(scriptError)).toBe(true);
    expect(isChunkLoadError(cssError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk p__user__login failed.'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
