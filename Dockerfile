# syntax=docker/dockerfile:1
# The product in a container: `docker build -t freight .` then
#   docker run -p 8080:8080 -v freight-data:/data -e ALLOW_SIMULATED_CHANNELS=CARRIER_BOOKING,CARRIER_VGM,TERMINAL_CLP,TERMINAL_VGM,CN_MANIFEST,US_AMS,US_ISF,EU_ENS,CARRIER_TNT,CARRIER_SI,TAX_INVOICE,SMS,EMAIL freight
# (a demo on the carrier simulators; a real deployment sets CHANNEL_CARRIER_BOOKING and CHANNEL_CARRIER_VGM to its providers, and
# DATABASE_URL for PostgreSQL). docs/deployment.md has the settings. tests/api/platform/deploy/
# runs the second stage's steps in a temporary folder (no container engine there), so keep its
# instructions to the ones that test knows: it says which when it meets another.

# The base: Node.js 24, the active LTS (20 left maintenance on 2026-04-30), at an exact version so a
# rebuild gets the same node; move it on with the LTS's releases. The code keeps running on node 20.19+
# (package.json "engines"), as the bench archive's machines and the tests' do.
# Build: every dependency, then the browser app (dist/) and the compiled server (build/server/).
FROM node:24.20.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see .ci/run (with the lockfile in sync it installs exactly the locked versions)
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .
RUN npm run build

# Run: production dependencies only (no vite, tsx or esbuild: the server is plain JavaScript).
FROM node:24.20.0-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --no-audit --no-fund
COPY --from=build /app/build ./build
COPY --from=build /app/dist ./dist
# embedded PGlite's files (unused with DATABASE_URL), owned by the user the server runs as
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
# readiness: answers when the database does (/api/live is the liveness probe, without the database)
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as the container's first process: SIGTERM from `docker stop` reaches the server, which drains
# within SHUTDOWN_DRAIN_MS (15 s); give `docker stop` longer than that: `docker run --stop-timeout 20`,
# compose's `stop_grace_period: 20s` (docker's default of 10 s would kill it mid-drain)
ENV SHUTDOWN_DRAIN_MS=15000
STOPSIGNAL SIGTERM
CMD ["node", "build/server/main.js"]
