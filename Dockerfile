# The Kaveri Digital site: the pre-rendered web app and the Rust server in one small image.
# Built in stages; production runs no Node.   docker build -t kaveri-site .
# A rolling deploy names the release it replaces, whose hashed assets the new image keeps serving:
#   docker build --build-arg PREVIOUS_IMAGE=registry.example/kaveri-site:1.4.0 -t …:1.5.0 .

# The previous release's image. Its /app/static/assets/ files (and those it carried itself, up to
# KEEP_RELEASES releases back) are copied into this image's /app/static/assets/, the new build's
# files winning (web/scripts/carry-assets.mjs says why and which). The default names the empty
# stage below, which carries nothing (a first release, or a build for a test).
ARG PREVIOUS_IMAGE=no-previous-release

# 0. Nothing: WORKDIR creates the folder the web stage copies from, empty.
FROM scratch AS no-previous-release
WORKDIR /app/static/assets

FROM ${PREVIOUS_IMAGE} AS previous

# 1. The web app, pre-rendered and precompressed. The build needs nothing from apt: every font
#    it reads or draws with comes from npm (web/scripts/packaged-fonts.mjs), and sharp ships its
#    own libvips, librsvg and fontconfig.
FROM node:24-bookworm-slim AS web
# The public origin, for canonical URLs, the sitemap and social cards.
ARG SITE_URL=https://www.kaveri-digital.example
# The GitHub repository the content editor at /admin/ commits to ("owner/name"), and optionally an
# OAuth client for its "Sign In with GitHub" button (see README, "Editing content").
ARG CMS_REPO=""
ARG CMS_OAUTH_URL=""
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
# `npm install` against the lock, as the Makefile does (see there why not `npm ci`).
RUN npm install --no-audit --no-fund
COPY web/ ./
RUN VITE_SITE_URL="$SITE_URL" CMS_REPO="$CMS_REPO" CMS_OAUTH_URL="$CMS_OAUTH_URL" npm run build
# After the build, so a new previous image costs only this step.
ARG KEEP_RELEASES=2
COPY --from=previous /app/static/assets/ /tmp/previous-assets/
RUN node scripts/carry-assets.mjs /tmp/previous-assets build/client/assets --keep "$KEEP_RELEASES" \
    && rm -rf /tmp/previous-assets

# 2. The server (rustls everywhere: no OpenSSL; SQLite and mimalloc are compiled in with the
#    image's C compiler).
FROM rust:1-bookworm AS server
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY src/ src/
COPY migrations/ migrations/
RUN cargo build --profile production --locked

# 3. Runtime: the binary, the static files, a writable data directory, a non-root user.
FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --home /app --uid 10001 kaveri
WORKDIR /app
COPY --from=server /src/target/production/kaveri-site /usr/local/bin/kaveri-site
COPY --from=web /src/web/build/client /app/static
RUN mkdir -p /app/data && chown kaveri /app/data
USER kaveri
ENV HOST=0.0.0.0 PORT=8080 STATIC_DIR=/app/static DATABASE_URL=sqlite:/app/data/site.db
VOLUME ["/app/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s CMD ["kaveri-site", "healthcheck"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["kaveri-site"]
CMD ["serve"]
