/**
 * Which counterpart each external channel runs on in this process (operations.md §17: a provider, or
 * its local simulator), as the channel's module chose it at start; `/api/health` shows them, so an
 * operator sees at a glance that a channel is simulated.
 */
const modes = new Map<string, string>();

export function registerChannelMode(channel: string, mode: string): void {
  modes.set(channel, mode);
}

export const channelModes = (): Record<string, string> => Object.fromEntries([...modes].sort(([a], [b]) => a.localeCompare(b)));
