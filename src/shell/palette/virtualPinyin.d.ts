// The palette's pinyin table, made at build time by scripts/vite/palettePinyin.ts.
declare module 'virtual:palette-pinyin' {
  const table: Readonly<Record<string, readonly string[]>>;
  export default table;
}
