# syntax=docker/dockerfile:1
#
# The product's images, one target each (README, "Running in production"):
#   api          the provider API (§7): ROLE=web answers requests, ROLE=worker runs the jobs,
#                `node --import tsx src/migrate.ts` is the migrations step and
#                `node --import tsx src/sandbox-store/server.ts` the sandbox store of a demo
#                (docs/decisions/033, 034)
#   page-server  the shell's browser files and its page server (guest pages rendered on the
#                server, docs/decisions/029, 032): `node scripts/page-server.mjs`
#   edge         nginx, the single origin in front: the page servers, /api/ (the API replicas) and
#                /remotes/ (each remote's releases: the pointer no-cache, version folders immutable)
#
# Base images by name, as an operator pulls them; a machine without a registry builds stand-ins
# from Debian's packages and passes their names (scripts/images/base-images.sh):
#   --build-arg BUILD_IMAGE=...    Node 20.19+ with npm (builds)
#   --build-arg RUNTIME_IMAGE=...  Node 20.19+ (runs): `node` is the first process, so SIGTERM
#                                   reaches the drain of the API and of the page host
#   --build-arg NGINX_IMAGE=...    nginx 1.22+
# Secrets never enter a layer: a CA bundle for the npm registry comes in as a build secret
# (`--secret id=ca,src=$NODE_EXTRA_CA_CERTS`), read only by the install steps.
ARG BUILD_IMAGE=node:20.19-bookworm
ARG RUNTIME_IMAGE=node:20.19-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27

FROM ${BUILD_IMAGE} AS deps
ARG PNPM_VERSION=10.34.9
RUN --mount=type=secret,id=ca,required=false \
    if [ -f /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    npm install -g --no-audit --no-fund pnpm@${PNPM_VERSION}
WORKDIR /src
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc* ./
COPY shared-contracts/package.json shared-contracts/
COPY tooling/package.json tooling/
COPY api/package.json api/
COPY shell/package.json shell/
COPY remote-public/package.json remote-public/
COPY remote-cliente/package.json remote-cliente/
COPY remote-funcionario/package.json remote-funcionario/
COPY remote-kits/package.json remote-kits/
COPY e2e/package.json e2e/
# what the lockfile patches in the installed packages (package.json's pnpm.patchedDependencies)
COPY patches/ patches/
# the workspace from the lockfile, all but the browser tests (one install layer for every image)
RUN --mount=type=secret,id=ca,required=false \
    if [ -f /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    pnpm install --frozen-lockfile --filter '!e2e' --config.confirmModulesPurge=false

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
COPY --chown=1000:1000 deploy/healthcheck.mjs ./
# embedded database and uploads, when no DATABASE_URL / a volume is given
RUN mkdir -p /app/.data && chown 1000:1000 /app/.data
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 CMD ["node", "healthcheck.mjs"]
CMD ["node", "--import", "tsx", "src/server.ts"]

FROM deps AS web-build
# what the builds read, and nothing else (a change to the docs or the API does not build them again)
COPY tsconfig.base.json ./
COPY scripts/release.ts scripts/tsconfig.json scripts/
COPY shared-contracts/ shared-contracts/
COPY tooling/ tooling/
COPY shell/ shell/
COPY remote-public/ remote-public/
COPY remote-cliente/ remote-cliente/
COPY remote-funcionario/ remote-funcionario/
COPY remote-kits/ remote-kits/
ARG VERSION=dev
# the shell (browser files, page server, page host) and every remote, in production mode; each
# remote published as a release (an immutable version folder and its pointer, docs/decisions/018);
# the shell with its production dependencies only (the page host needs Fastify and prom-client)
RUN --mount=type=secret,id=ca,required=false \
    if [ -f /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    BUILD_LABEL="${VERSION}" pnpm run build \
    && for remote in remote-public remote-cliente remote-funcionario remote-kits; do \
         RELEASES_DIR=/out/releases pnpm release "$remote" --from "$remote/dist" || exit 1; \
       done \
    && pnpm --filter shell deploy --prod --legacy /out/shell \
    && rm -rf /out/shell/src /out/shell/public \
    && cp -r shell/dist shell/dist-server /out/shell/

FROM ${RUNTIME_IMAGE} AS page-server
ARG VERSION=dev
LABEL org.opencontainers.image.title="lista-de-presentes-page-server" \
      org.opencontainers.image.description="The shell's files and the page server of the guest pages" \
      org.opencontainers.image.version="${VERSION}"
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=web-build --chown=1000:1000 /out/shell/ shell/
COPY --chown=1000:1000 scripts/page-server.mjs scripts/
COPY --chown=1000:1000 scripts/lib/runtimeConfig.mjs scripts/lib/
COPY --chown=1000:1000 deploy/healthcheck.mjs ./
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 CMD ["node", "healthcheck.mjs"]
CMD ["node", "scripts/page-server.mjs"]

FROM ${NGINX_IMAGE} AS edge
ARG VERSION=dev
LABEL org.opencontainers.image.title="lista-de-presentes-edge" \
      org.opencontainers.image.description="nginx in front: the pages, the API and the remotes' releases at one origin" \
      org.opencontainers.image.version="${VERSION}"
COPY --from=web-build --chown=101:101 /out/releases/ /srv/remotes/
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx-entrypoint.sh /usr/local/bin/edge-entrypoint.sh
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/healthz"]
ENTRYPOINT ["/usr/local/bin/edge-entrypoint.sh"]
CMD ["nginx", "-g", "daemon off;"]
