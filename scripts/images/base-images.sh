#!/usr/bin/env bash
# Stand-ins for the base images the Dockerfile and compose.yaml name, made from Debian 13's
# packages, for a machine that reaches no container registry (CI: only the Debian and npm mirrors).
# Debian 13 ships Node 20.19 and PostgreSQL 17. Needs root, debootstrap and podman.
#
#   scripts/images/base-images.sh [workdir]
#
# Makes, with `podman import`:
#   localhost/node:20-trixie-slim   nodejs, ca-certificates              (RUNTIME_IMAGE)
#   localhost/node:20-trixie        the same with npm                    (BUILD_IMAGE)
#   localhost/postgres:17-trixie    postgresql, the official image's environment (POSTGRES_*)
#   localhost/nginx:trixie          nginx and curl (NGINX_IMAGE): the official image's layout
#   localhost/mailpit:stand-in      an SMTP catcher with Mailpit's ports and API (./mail-catcher)
# Podman on these machines: see scripts/images/containers.conf (runc, no default ulimits).
# The root file systems stay in the work folder and the images in podman's store: a second run
# keeps both (delete them to make them again).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="${1:-/var/tmp/lista-images}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$here/containers.conf}"
mkdir -p "$work"

rootfs() { # name, packages (comma-separated): a minbase trixie with them
  local dir="$work/$1"
  if [ ! -e "$dir/.complete" ]; then
    rm -rf "$dir"
    debootstrap --variant=minbase --include="$2" trixie "$dir" "$mirror" >"$work/$1.log"
    touch "$dir/.complete"
  fi
}
add() { # rootfs dir, packages: apt-get inside it
  cp /etc/resolv.conf "$1/etc/resolv.conf"
  chroot "$1" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $2 >/dev/null 2>&1 && apt-get clean"
}
import() { # rootfs dir, tag, podman import --change arguments... (an image already there is kept)
  local dir="$1" tag="$2"
  shift 2
  if podman image exists "$tag"; then echo "base-images: $tag (kept)"; return; fi
  rm -f "$dir"/var/cache/apt/archives/*.deb "$dir"/var/lib/apt/lists/*_* "$dir/etc/resolv.conf"
  tar -C "$dir" -c . | podman import -q "$@" - "$tag" >/dev/null
  echo "base-images: $tag $(podman image inspect --format '{{.Size}}' "$tag") B"
}

started=$(date +%s)
rootfs node nodejs,ca-certificates
import "$work/node" localhost/node:20-trixie-slim --change 'CMD ["node"]'

if [ ! -d "$work/node-build" ]; then cp -a "$work/node" "$work/node-build" && add "$work/node-build" npm; fi
import "$work/node-build" localhost/node:20-trixie --change 'CMD ["node"]'

if [ ! -d "$work/postgres" ]; then
  cp -a "$work/node" "$work/postgres"
  add "$work/postgres" postgresql
  install -m 0755 "$here/postgres-entrypoint.sh" "$work/postgres/usr/local/bin/postgres-entrypoint.sh"
  mkdir -p "$work/postgres/var/lib/postgresql/data" "$work/postgres/var/run/postgresql"
  chroot "$work/postgres" chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
fi
import "$work/postgres" localhost/postgres:17-trixie \
  --change 'USER postgres' --change 'ENV PGDATA=/var/lib/postgresql/data' \
  --change 'ENTRYPOINT ["/usr/local/bin/postgres-entrypoint.sh"]' --change 'EXPOSE 5432'
rootfs nginx nginx,curl,ca-certificates
# logs go to stdout and stderr, as in the official image
chroot "$work/nginx" sh -c 'ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log'
import "$work/nginx" localhost/nginx:trixie --change 'CMD ["nginx", "-g", "daemon off;"]' --change 'EXPOSE 80' \
  --change 'STOPSIGNAL SIGQUIT'

secret=()
[ -n "${NODE_EXTRA_CA_CERTS:-}" ] && secret=(--secret "id=ca,src=$NODE_EXTRA_CA_CERTS")
podman image exists localhost/mailpit:stand-in || podman build -q "${secret[@]}" -t localhost/mailpit:stand-in "$here/mail-catcher" >/dev/null
echo "base-images: localhost/mailpit:stand-in $(podman image inspect --format '{{.Size}}' localhost/mailpit:stand-in) B"
echo "base-images: done in $(( $(date +%s) - started )) s"
