import { registerReceiptSink } from '../../channels/gateway';
import { registerChannelMode } from '../../channels/modes';
import { assertChannelAllowed, simulatorOnly } from '../../channels/simulation';
import type { ServerModule } from '../module';
import { applyVgmReceipts, vgmChannelRound } from './channel';
import { VGM_CHANNEL } from './payload';
import { TERMINAL_VGM_CHANNEL } from './terminalPayload';
import { vgmRoutes } from './routes';
import { vgmExceptionRules } from './tower';
import { seedDemoVgm, seedVgmAccess } from './seed';
import { seedDemoTerminalVgm } from './seedTerminal';
import { vgmSimulator, vgmSimulatorOptions } from './simulator';
import { applyTerminalReceipts, terminalVgmRound } from './terminalChannel';
import { terminalVgmOptions, terminalVgmSimulator } from './terminalSimulator';

/**
 * VGM (operations.md §6, issue 34): declarations per booking container, versions superseding each
 * other, the CARRIER_VGM channel on its local simulator (the only adapter built: no carrier is
 * reachable from here), and the share link's public page. VGM_CHANNEL_EVERY_MS sets the channel's
 * round (0: not run, as in the API tests, which drive it); SIM_CARRIER_VGM_DELAY_MS and
 * SIM_CARRIER_VGM_FAULTS shape the simulated carrier. The declared VGM also goes to the terminal
 * (TERMINAL_VGM, its own simulator: ACK/NACK, then the weighbridge's weight once the box is gated in;
 * SIM_TERMINAL_VGM_DELAY_MS, SIM_TERMINAL_VGM_FAULTS).
 */
export const vgmModule: ServerModule = {
  name: 'vgm',
  tables: ['sim_terminal_vgm', 'sim_terminal_vgm_gate', 'sim_vgm_submissions', 'vgm_declarations', 'vgm_declare_keys'],
  views: ['vgm_declaration_facts'],
  exceptions: vgmExceptionRules,
  rounds: [
    vgmChannelRound((db) => vgmSimulator(db, vgmSimulatorOptions(process.env))),
    terminalVgmRound((db) => terminalVgmSimulator(db, terminalVgmOptions(process.env))),
  ],
  routes(app, { db }) {
    const mode = simulatorOnly(process.env, VGM_CHANNEL);
    const adapter = vgmSimulator(db, vgmSimulatorOptions(process.env));
    assertChannelAllowed(process.env, adapter);
    registerChannelMode(adapter.channel, mode);
    // receipts the carrier pushes to the webhook are applied at once (GATEWAY_SECRET_CARRIER_VGM enables it)
    registerReceiptSink(adapter.channel, async () => {
      await applyVgmReceipts(db);
    });
    // the terminal (TERMINAL_VGM): the same guard, its own mode, its receipts pushed to the webhook applied at once
    const terminalMode = simulatorOnly(process.env, TERMINAL_VGM_CHANNEL);
    const terminal = terminalVgmSimulator(db, terminalVgmOptions(process.env));
    assertChannelAllowed(process.env, terminal);
    registerChannelMode(terminal.channel, terminalMode);
    registerReceiptSink(terminal.channel, async () => {
      await applyTerminalReceipts(db);
    });
    vgmRoutes(app, db);
  },
  // the released demo bookings (booking), their cargo records (si) and the roles that get the buttons (access)
  seedsAfter: ['access', 'si', 'booking', 'packing'],
  // its seed needs the spine (056), the container documents (057) and its own tables (058, 063: the terminal's side)
  seedNeedsMigration: 63,
  seed: [
    { name: 'vgm-access-v1', run: seedVgmAccess },
    { name: 'demo-vgm-v1', run: seedDemoVgm },
    { name: 'demo-vgm-terminal-v1', run: seedDemoTerminalVgm },
  ],
};
