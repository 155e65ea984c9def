/**
 * Dev-server proxy (`max dev` only; a build has no proxy). The API server listens on 127.0.0.1:8000 and
 * every generated service path already starts with /api, so paths pass through unchanged.
 */
const proxy = {
  dev: {
    '/api/': {
      target: 'http://127.0.0.1:8000',
      changeOrigin: true,
    },
  },
};

export default proxy;
