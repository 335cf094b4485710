/** The control tower's and the work center's query keys, named once (the live frame's handler reads them on the first page). */
export const towerKeys = {
  all: ['controlTower'] as const,
  exceptions: () => [...towerKeys.all, 'exceptions'] as const,
  queues: () => [...towerKeys.all, 'queues'] as const,
};
