/** Where the sending round's links point and what signs them (the module's deps, read once a round). */
export interface RoundContext {
  publicUrl: string;
  tokenKey: string;
  env: NodeJS.ProcessEnv;
}
