# CRE Sale Analyzer: one Node.js process serving the web app and the API on port 3000.
# Build:  docker build -t cre-sale-analyzer .
# Run:    see docker-compose.yml (PostgreSQL + a mail catcher + the app).

FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN corepack enable
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm exec turbo run build --filter=@cre/api... --filter=@cre/web...
# Keep only production dependencies for the runtime image.
RUN CI=true pnpm install --prod --frozen-lockfile --offline

FROM node:20-bookworm-slim
# MALLOC_MMAP_THRESHOLD_: see apps/api/src/malloc-env.ts (keeps argon2's 19 MiB blocks from staying in RSS).
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    MALLOC_MMAP_THRESHOLD_=1048576
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# Embedded-database fallback and the development session secret live in .data (unused with DATABASE_URL).
RUN mkdir -p /app/apps/api/.data && chown node:node /app/apps/api/.data
USER node
WORKDIR /app/apps/api
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"
CMD ["node", "dist/server.js"]
