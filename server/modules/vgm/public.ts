/**
 * What other modules may use of VGM (the only file of this folder they import): the packing lists
 * and SplitDetail read a container's latest declaration; the container events tell it a box was gated
 * in (the terminal weighs it); the channels' names for the health page.
 */
export { VGM_CHANNEL, VGM_DOC } from './payload';
export { TERMINAL_VGM_CHANNEL } from './terminalPayload';
export { versionsOf as vgmVersionsOf, latestOfContainers as vgmLatestOfContainers } from './repository';
export { vgmGateIn } from './gateIn';
export { type VgmCell, vgmCell, vgmLatestSql } from './latestColumn';
/** A booking's VGM steps for freight tracking's document timeline. */
export { vgmTimeline } from './timelineRepository';
/** A booking's declared VGM per container, for the customs manifest's weight check. */
export { declaredVgmOfBooking } from './declaredRepository';
/** The manifests' demo declares its boxes' VGMs (VGM writes its own table). */
export { type DemoDeclaredVgm, seedDeclaredVgm } from './demoDeclarations';
