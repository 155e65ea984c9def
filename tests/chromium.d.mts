/** Types of chromium.mjs for the TypeScript that imports it (the e2e config and specs). */
export declare const chromiumLaunchOptions: {
  executablePath: string;
  args: string[];
};
