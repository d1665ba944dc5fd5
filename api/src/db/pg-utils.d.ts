// node-postgres ships this module untyped; only what `copy.ts` uses is declared.
declare module 'pg/lib/utils.js' {
  const utils: {
    /** The text node-postgres sends for a bound parameter (null for NULL; a Buffer for bytea). */
    prepareValue(value: unknown): string | Buffer | null;
  };
  export default utils;
}
