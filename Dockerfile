# syntax=docker/dockerfile:1
#
# The product's images, one target each (README, "Running in production"):
#   api    the provider API (§7): ROLE=web answers requests, ROLE=worker runs the jobs, and
#          `node --import tsx src/migrate.ts` is the migrations step (docs/decisions/033, 034)
#
# Base images by name, as an operator pulls them; a machine without a registry builds stand-ins
# from Debian's packages and passes their names (scripts/images/base-images.sh):
#   --build-arg BUILD_IMAGE=...    Node 20.19+ with npm (builds)
#   --build-arg RUNTIME_IMAGE=...  Node 20.19+ (runs): `node` is the first process, so SIGTERM
#                                   reaches the API's drain
# Secrets never enter a layer: a CA bundle for the npm registry comes in as a build secret
# (`--secret id=ca,src=$NODE_EXTRA_CA_CERTS`), read only by the install step.
ARG BUILD_IMAGE=node:20.19-bookworm
ARG RUNTIME_IMAGE=node:20.19-bookworm-slim

FROM ${BUILD_IMAGE} AS deps
ARG PNPM_VERSION=10.34.9
RUN --mount=type=secret,id=ca,required=false \
    if [ -f /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    npm install -g --no-audit --no-fund pnpm@${PNPM_VERSION}
WORKDIR /src
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc* ./
COPY shared-contracts/package.json shared-contracts/
COPY api/package.json api/
# only the API and what it imports (shared-contracts), from the lockfile
RUN --mount=type=secret,id=ca,required=false \
    if [ -f /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    pnpm install --frozen-lockfile --filter api... --config.confirmModulesPurge=false

FROM deps AS api-build
COPY shared-contracts/ shared-contracts/
COPY api/ api/
# the API with its production dependencies only, shared-contracts copied in (no workspace links)
RUN --mount=type=secret,id=ca,required=false \
    if [ -f /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    pnpm --filter api deploy --prod --legacy /out/api

FROM ${RUNTIME_IMAGE} AS api
ARG VERSION=dev
LABEL org.opencontainers.image.title="lista-de-presentes-api" \
      org.opencontainers.image.description="The gift-list provider API (web, worker, migrations)" \
      org.opencontainers.image.version="${VERSION}"
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 API_MODE=production DATA_DIR=/app/.data
WORKDIR /app
COPY --from=api-build --chown=1000:1000 /out/api/ ./
# embedded database and uploads, when no DATABASE_URL / a volume is given
RUN mkdir -p /app/.data && chown 1000:1000 /app/.data
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 CMD ["node", "healthcheck.mjs"]
CMD ["node", "--import", "tsx", "src/server.ts"]
