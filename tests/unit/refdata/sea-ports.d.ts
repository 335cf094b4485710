// The sea-ports package (a dev dependency, used only to check the seeded ports) ships no types.
declare module 'sea-ports' {
  /** One port of the package's data (lib/ports.json), keyed by UN/LOCODE. */
  export type SeaPort = {
    name: string;
    city?: string;
    country: string;
    province?: string;
    timezone?: string;
    /** The port's code and the codes it replaced (CNSHA: ["CNSHA", "CNSGH"]). */
    unlocs?: string[];
    coordinates?: number[];
  };
  const seaPorts: { JSON: Record<string, SeaPort>; getByUnloc(unloc: string): SeaPort | undefined };
  export default seaPorts;
}
