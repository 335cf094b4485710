/** One registered call, as the server's own route table lists it (tests walk it so no call is forgotten). */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** The server module that registered it (server/modules/index.ts); none for the live socket. */
  module?: string;
  schema?: {
    body?: { properties?: Record<string, unknown>; additionalProperties?: unknown };
    querystring?: { properties?: Record<string, unknown>; additionalProperties?: unknown };
    params?: { properties?: Record<string, unknown> };
    /** The answer schemas by status (200: the envelope around the call's Data). */
    response?: Record<string, unknown>;
  };
  config?: { auth?: string; access?: unknown };
}
