import PageLoading from '@/components/PageLoading';

/**
 * umi's loading component (issue 19 item 3). umi's initial-state provider draws it instead of the whole
 * app while the signed-in account loads, and every route draws it while its code loads. Without this
 * file umi drew an empty <div />, so after a full page load the HTML's own loading page (the first byte,
 * config/html-plugin.ts) turned into a blank white screen until the account answered.
 *
 * With nothing of the app on screen yet (no layout), it is the same full-page loading page as the first
 * byte's (its style is in the HTML's head); inside the layout, the page's own spinner.
 */
export default function Loading() {
  if (typeof document !== 'undefined' && !document.querySelector('.ant-pro-layout')) {
    return (
      <div id="app-first-loading" role="status" aria-label="Loading">
        <span />
        Loading…
      </div>
    );
  }
  return <PageLoading />;
}
