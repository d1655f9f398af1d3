# syntax=docker/dockerfile:1
#
# The site's production image: `docker compose --profile production up --build` builds it, or
#   docker build -t renewed-mind-app .
#
# Built with the commands the tests run outside Docker (npm ci, npm run build), then
# scripts/standalone.ts, which completes Next's standalone output (.next/standalone) with the
# app's own server and migrations. The container applies the migrations, seeds an empty
# database, then serves (scripts/start.mjs → .next/app-server/main.mjs, the bundle of
# src/server/main.ts that npm run build writes, whose primary runs scripts/serve.ts prepare
# once through tsx) as the unprivileged
# `node` user. It needs DATABASE_URL and PAYLOAD_SECRET; see README "Production".

# Node 22 (LTS): the Redis cache handler asks for it, and the AWS SDK leaves Node 20 in 2027.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# npm 11, as on the development machines: it runs only the install scripts that package.json's
# `allowScripts` approves (the database binaries, sharp, esbuild).
RUN npm install --global --no-audit --no-fund npm@11
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# `npm run build` prerenders from a throwaway embedded PostgreSQL, seeded with the demo content
# (it runs as root here, as a `postgres` user it creates); the container never uses that one.
RUN npm run build \
 && node --import tsx scripts/standalone.ts \
 && mv .next/standalone/.next ./standalone-next

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    UPLOADS_DIR=/app/media
# The code belongs to root and cannot be changed by the server; Next writes its page cache and
# resized images under .next, and uploads go to media/ when no S3 bucket is configured.
COPY --from=build /app/.next/standalone ./
COPY --from=build --chown=node:node /app/standalone-next ./.next
RUN mkdir media && chown node:node media
USER node
EXPOSE 3000
CMD ["node", "scripts/start.mjs"]
