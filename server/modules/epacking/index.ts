import { TERMINAL_CLP } from './terminalMessage';
import { registerReceiptSink } from '../../channels/gateway';
import { registerChannelMode } from '../../channels/modes';
import { assertChannelAllowed, simulatorOnly } from '../../channels/simulation';
import type { ServerModule } from '../module';
import { applyTerminalReceipts, terminalChannelRound } from './channel';
import { epackingRoutes } from './routes';
import { epackingQueues } from './tower';
import { seedDemoEclp } from './seed';
import { terminalSimulator, terminalSimulatorOptions } from './simulator';

/**
 * Electronic packing (电子装箱, operations.md §4, issue 34): pack and unpack requests on packing lists,
 * the operator's audit, and the TERMINAL_CLP channel to the loading terminal on the shared outbox.
 * The channel runs on the local terminal simulator (the only adapter built: no port community system
 * is reachable from here); TERMINAL_CLP_EVERY_MS sets its round (0: not run, as in the API tests).
 */
export const epackingModule: ServerModule = {
  name: 'epacking',
  tables: ['eclp_decide_keys', 'eclp_requests', 'sim_terminal_clp'],
  queues: epackingQueues,
  rounds: [terminalChannelRound((db) => terminalSimulator(db, terminalSimulatorOptions(process.env)))],
  routes(app, { db, hub }) {
    const mode = simulatorOnly(process.env, TERMINAL_CLP);
    const adapter = terminalSimulator(db, terminalSimulatorOptions(process.env));
    assertChannelAllowed(process.env, adapter);
    registerChannelMode(adapter.channel, mode);
    // receipts the terminal pushes to the webhook are applied at once (GATEWAY_SECRET_TERMINAL_CLP enables it)
    registerReceiptSink(adapter.channel, async () => {
      await applyTerminalReceipts(db, hub);
    });
    epackingRoutes(app, db, adapter.simulated, hub);
  },
  // its demo requests hang on the packing lists, VGMs and container events of those modules (when they are there)
  seedsAfter: ['access', 'packing', 'vgm', 'containerEvents'],
  // the e-packing requests (057) and its own tables (059)
  seedNeedsMigration: 59,
  seed: [{ name: 'demo-eclp-v1', run: seedDemoEclp }],
};
