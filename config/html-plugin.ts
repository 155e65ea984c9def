import type { IApi } from '@umijs/max';

/** umi writes `<html>` without a language; the app is English only (spec §1, design §6). */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('html').attr('lang', 'en');
    return $;
  });
};
