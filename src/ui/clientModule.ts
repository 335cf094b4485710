import type { ComponentType } from 'react';
import type { IconName } from '@blueprintjs/icons';
import type { AnyStateMachine } from 'xstate';
import type { Bilingual } from '../i18n/bilingual';
import type { ModuleFrameKind, ServerFrame } from '../contract/live';
import type { StartCardLoader } from './startCards';
import type { PanelLoader, PanelSlot } from './panels';

/**
 * What a feature module declares about itself (its `module.ts`), once. The app layer collects the
 * modules in src/app/modules.ts and derives every map the shell reads (src/app/registry.ts); the
 * shell never names a feature. Everything here is data or a lazy loader, so a module's
 * declaration stays small on the first page.
 */
export interface ClientModule {
  /** The module's folder under src/features (error messages name it). */
  key: string;
  /** Screens by route path: each path must be in the route table (src/routes/table.ts), once over all modules. */
  screens?: Readonly<Record<string, ScreenLoader>>;
  /** Palette entries that are not routes (ids unique over all modules). */
  commands?: readonly PaletteCommand[];
  /** The Blueprint icons the module draws, in its own icons.ts (`() => import('./icons')`); the shell's loader merges them (src/shell/icons.ts). */
  icons?: IconList;
  /** Its state machines, drawn into docs/machines.md (scripts/lib/machinesDoc.ts). */
  machines?: readonly MachineDoc[];
  /** Controls the module adds to every navbar (before the session menu), e.g. the unread badge. */
  navbar?: readonly NavbarItem[];
  /** What the module does with the live connection's frames (src/session/liveActor.ts). */
  live?: LiveHandlers;
  /** How its start-page cards read (src/ui/startCards.ts): the server module counts them under the same ids. */
  startCards?: StartCardLoader;
  /** Panels it lends to other modules' screens, by slot (src/ui/panels.tsx): the VGM panel on the booking detail. */
  panels?: Partial<Record<PanelSlot, PanelLoader>>;
}

/** A lazily loaded screen: the module's default export is the page component. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** What a palette command may use when it runs. */
export interface CommandContext {
  navigate(href: string): void;
  currentPath: string;
  openShortcuts(): void;
  openEventLog(): void;
  closeCurrentTab(): void;
  closeOtherTabs(): void;
}

/** A palette entry that is not a route: data, with one availability check (cmdk/excalidraw style). */
export interface PaletteCommand {
  id: string;
  label: Bilingual;
  keywords: readonly string[];
  /** Shown only when this answers true (e.g. "close tab" needs an open tab). */
  available?(ctx: CommandContext): boolean;
  perform(ctx: CommandContext): void;
}

type PathsModule = { default: string[] };
type PathsLoader = () => Promise<PathsModule>;
/** An icon's paths at 16 px and at 20 px, each its own tiny chunk. */
export type IconLoaders = Partial<Record<IconName, readonly [PathsLoader, PathsLoader]>>;
/** A module's icon list, a chunk of its own (its icons.ts): loaded with the first icon drawn, off the first page. */
export type IconList = () => Promise<{ default: IconLoaders }>;

/** A machine for the diagrams; loaded lazily so the declaration does not pull it onto the first page. */
export interface MachineDoc {
  /** The machine's file under src/ (`machines/…` for the shell's, `features/<m>/machines/…` for a feature's own). */
  file: string;
  /** The machine, whose `description` is its one line in the docs (with the machine, off the first page). */
  load(): Promise<AnyStateMachine>;
}

export interface NavbarItem {
  id: string;
  component: ComponentType;
}

export type MessageFrame = Extract<ServerFrame, { type: 'message' | 'send' }>;

/** What a module does with frames of the kinds the modules' contracts declare (`live` in src/contract/<module>/module.ts). */
export type FrameHandlers = { readonly [K in ModuleFrameKind]?: (frame: Extract<ServerFrame, { type: K }>) => void };

export interface LiveHandlers {
  /** A message for this person arrived (the live machine's `messageArrived`). */
  onMessage?(frame: MessageFrame): void;
  /** Frames by kind (an SI changed, a booking moved …): every kind a contract declares has a handler in some module (the registry test). */
  frames?: FrameHandlers;
  /** The connection (re)opened: what may have changed meanwhile catches up. */
  onReconnect?(): void;
}
