import type { ClientModule } from '../ui/clientModule';
import * as listed from './moduleList';

/** Every feature module (the registry is moduleList.ts); a key claimed twice throws (registry.ts). */
export const clientModules: readonly ClientModule[] = Object.values(listed);
