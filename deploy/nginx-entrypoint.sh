#!/bin/sh
# The edge image's entry point (Dockerfile target `edge`): tells nginx the DNS server of the
# container's network (Docker: 127.0.0.11; podman: the network's gateway), so that it finds the
# API replicas and page servers by name as they come and go (their addresses change on a restart),
# then runs the command, nginx, as the container's first process.
set -eu
server=$(awk '/^nameserver/ { print $2; exit }' /etc/resolv.conf)
case "$server" in *:*) server="[$server]" ;; esac
echo "resolver ${server:-127.0.0.11} valid=5s ipv6=off;" > /tmp/nginx-resolver.conf
exec "$@"
