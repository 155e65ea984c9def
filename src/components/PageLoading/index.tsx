/**
 * Shown while a lazy part or the signed-in user loads. Plain CSS (no antd Spin), because the runtime
 * config that uses it is part of every page's first load.
 */
export default function PageLoading() {
  return (
    <div role="status" aria-label="Loading" style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <span className="app-page-loading" />
    </div>
  );
}
