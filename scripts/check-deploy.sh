#!/usr/bin/env bash
# Checks the deployment files in deploy/: the Kubernetes manifests against the API's schemas with
# kubernetes-validate --strict (from PyPI, installed when missing), the systemd units with
# systemd-analyze verify where systemd is installed, and nginx.conf with nginx -t.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v kubernetes-validate >/dev/null || python3 -m pip install --quiet kubernetes-validate
kubernetes-validate --strict --quiet deploy/kubernetes/deployment.yaml deploy/kubernetes/service.yaml \
    deploy/kubernetes/poddisruptionbudget.yaml deploy/kubernetes/horizontalpodautoscaler.yaml
echo "deploy: the Kubernetes manifests validate (strict)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if command -v systemd-analyze >/dev/null; then
    # The units name the installed binary; the check runs them against one that exists here.
    for unit in intentctl.service intentctl-replica@.service; do
        sed 's|/usr/local/bin/intentctl|/bin/true|g' "deploy/$unit" >"$work/$unit"
    done
    cp "$work/intentctl-replica@.service" "$work/intentctl-replica@8081.service"
    systemd-analyze verify --man=no "$work/intentctl.service" "$work/intentctl-replica@8081.service"
    echo "deploy: the systemd units verify"
else
    echo "deploy: systemd-analyze is not installed; the units were not verified"
fi
if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then
    sed -e "s|/var/cache/nginx/intentctl|$work/cache|" -e "s/listen 80;/listen 127.0.0.1:18079;/" deploy/nginx.conf \
        >"$work/nginx.conf"
    "$(command -v nginx || echo /usr/sbin/nginx)" -t -p "$work" -c "$work/nginx.conf" \
        -g "pid $work/nginx.pid; error_log $work/error.log;" 2>&1 | tail -1
else
    echo "deploy: nginx is not installed; nginx.conf was not checked (scripts/rollout-test.sh installs it)"
fi
