/**
 * What other modules may use of VGM (the only file of this folder they import): the packing lists
 * and SplitDetail read a container's latest declaration; the channel's name for the health page.
 */
export { VGM_CHANNEL, VGM_DOC } from './payload';
export { versionsOf as vgmVersionsOf } from './repository';
