# syntax=docker/dockerfile:1
# The product in a container: `docker build -t freight .` then
#   docker run -p 8080:8080 -v freight-data:/data -e ALLOW_SIMULATED_CHANNELS=CARRIER_BOOKING,CARRIER_VGM,TERMINAL_CLP,TERMINAL_VGM,CN_MANIFEST,US_AMS,US_ISF,EU_ENS,CARRIER_TNT,CARRIER_SI,TAX_INVOICE,SMS freight
# (a demo on the carrier simulators; a real deployment sets CHANNEL_CARRIER_BOOKING and CHANNEL_CARRIER_VGM to its providers, and
# DATABASE_URL for PostgreSQL). docs/deployment.md has the settings. tests/api/platform/deploy/
# runs the second stage's steps in a temporary folder (no container engine there), so keep its
# instructions to the ones that test knows: it says which when it meets another.

# Build: every dependency, then the browser app (dist/) and the compiled server (build/server/).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see .ci/run (with the lockfile in sync it installs exactly the locked versions)
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .
RUN npm run build

# Run: production dependencies only (no vite, tsx or esbuild: the server is plain JavaScript).
FROM node:20-bookworm-slim
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
# node itself as the container's first process: SIGTERM from `docker stop` reaches the server, which closes cleanly
CMD ["node", "build/server/main.js"]
