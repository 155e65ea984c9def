/** Full-page navigation, kept on an object so tests can observe it (jsdom cannot navigate). */
export const pageNavigation = {
  replace(url: string): void {
    window.location.replace(url);
  },
};
