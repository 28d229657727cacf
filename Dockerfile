# syntax=docker/dockerfile:1
# GRTV: one image for every service (API, billing workers, content host, carrier sandbox); each
# docker-compose.yml service picks its command. Services run their TypeScript as it is, with
# `node --import tsx` (packages export their src/*.ts): the only build is the web app's.
#
#   docker build --target runtime -t grtv .        API, billing workers, carrier sandbox
#   docker build --target content -t grtv-content . the content host (adds ffmpeg for the sample media)

ARG NODE_IMAGE=node:20-bookworm-slim

# Only the package manifests: the install layers below are reused until a manifest changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && cp package.json package-lock.json /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -not -path './package.json' \
      -exec sh -c 'mkdir -p "/manifests/$(dirname "$1")" && cp "$1" "/manifests/$1"' _ {} \;

# npm as the repository pins it (package.json "packageManager").
FROM ${NODE_IMAGE} AS base
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false TURBO_TELEMETRY_DISABLED=1
RUN npm install -g npm@11.19.1 && npm cache clean --force
WORKDIR /app

# Every workspace installed once, with the dev tools, to build the web app.
FROM base AS build
COPY --from=manifests /manifests/ ./
RUN npm ci
COPY . .
RUN npm run build -w apps/web

# What runs: every workspace's production dependencies, and tsx (a root dev tool that services
# run under) installed beside them at the version the lock file pins.
FROM base AS prod-deps
COPY --from=manifests /manifests/ ./
RUN npm ci --omit=dev \
 && npm install --prefix /opt/tsx --no-save "tsx@$(node -p "require('./package-lock.json').packages['node_modules/tsx'].version")" \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# node_modules at the root and inside workspaces (npm nests a few), workspace links included.
COPY --from=prod-deps /app ./
COPY --from=prod-deps /opt/tsx /opt/tsx
COPY . .
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN ln -s /opt/tsx/node_modules/tsx node_modules/tsx \
 && mkdir -p /data/media \
 && chown -R node:node /data
USER node
# Each compose service sets its own command; this one is the API.
EXPOSE 3000
CMD ["node", "--import", "tsx", "services/api/src/main.ts"]

# The content host makes the sample HLS media at start (infra/media/make-sample-media.sh): ffmpeg.
FROM runtime AS content
USER root
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
USER node
EXPOSE 3200
CMD ["node", "--import", "tsx", "services/content/src/main.ts"]
