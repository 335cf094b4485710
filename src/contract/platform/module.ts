import { contractModule } from '../registry';

/** What every page needs whoever is signed in: the health check, the client log and the live socket; the liveness probe; and the channels' receipt webhook. */
export const platformContract = contractModule({
  name: 'platform',
  paths: {
    /**
     * Readiness: answers when the database does, 503 once a stop began (a load balancer sends people
     * here only then). Anyone gets `{ ready }`; the details (database, migration, worker, channels)
     * go to /metrics' readers and the platform's administrator.
     */
    health: '/api/health',
    /** The OpenAPI document of every call, generated from the route table (server/http/apiDocs.ts). */
    apiDocs: '/api/docs',
    /** Liveness: the process answers at all, without the database (a supervisor restarts it only when this fails). */
    live: '/api/live',
    clientLogReport: '/api/ClientLog/Report',
    liveSocket: '/api/client/ws',
    /** An external channel's counterpart posts its receipts here (operations.md §17.2): `/api/Gateway/Receipt/<Channel>`. */
    gatewayReceipt: '/api/Gateway/Receipt/:Channel',
    /**
     * A carrier's DCSA Track & Trace event subscription calls back here (its `callbackUrl`): a POST
     * of an events array, 2.2 or 3.0 as published, signed as the receipts are with CARRIER_TNT's secret.
     */
    gatewayTntEvents: '/api/Gateway/Events/:Carrier',
  },
  access: {},
});

/**
 * The receipt webhook's signature (operations.md §17.2): the counterpart sends the Unix time in
 * seconds and `sha256=<hex>` of HMAC-SHA256(secret, `<time>.<body>`); the secret is the channel's
 * `GATEWAY_SECRET_<CHANNEL>` in the environment. A time more than GATEWAY_SKEW_SECONDS away is refused.
 */
export const GATEWAY_TIMESTAMP_HEADER = 'x-gateway-timestamp';
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';
export const GATEWAY_SKEW_SECONDS = 300;
