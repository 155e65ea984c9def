/** CSS modules (the family portal's frame, src/pages/portal/index.less): umi builds them, tsc needs the shape. */
declare module '*.less' {
  const classes: { readonly [key: string]: string };
  export default classes;
}
