import { contractModule } from '../registry';

/** What every page needs whoever is signed in: the health check, the client log and the live socket. */
export const platformContract = contractModule({
  name: 'platform',
  paths: {
    health: '/api/health',
    clientLogReport: '/api/ClientLog/Report',
    liveSocket: '/api/client/ws',
  },
  access: {},
});
