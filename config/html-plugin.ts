import type { IApi } from '@umijs/max';

/**
 * A loading page from the first byte (issue 19): the HTML carries a spinner in the mount element, shown
 * while the scripts load and replaced when React renders. Plain CSS inline, so it needs nothing else;
 * it matches src/components/PageLoading, which takes over while the signed-in user loads.
 */
const LOADING_STYLE = `
#app-first-loading{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;min-height:100vh;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:rgba(0,0,0,.65)}
#app-first-loading span{width:32px;height:32px;border:3px solid rgba(24,144,255,.2);border-top-color:#1890ff;border-radius:50%;animation:app-first-loading-spin .8s linear infinite}
@keyframes app-first-loading-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){#app-first-loading span{animation-duration:2.4s}}`;

const LOADING_MARKUP = '<div id="app-first-loading" role="status" aria-label="Loading"><span></span>Loading…</div>';

/** umi writes `<html>` without a language; the app is English only (spec §1, design §6). */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('html').attr('lang', 'en');
    $('head').append(`<style>${LOADING_STYLE}</style>`);
    $('#root').html(LOADING_MARKUP);
    return $;
  });
};
