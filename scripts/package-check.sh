#!/usr/bin/env bash
# CI's install round trip (docs/packaging.md): builds the packages (scripts/package.sh), checks them
# with lintian, installs them with apt-get, runs what was installed, checks the service's unit, then
# removes the packages and checks that nothing of them is left. As root (CI) or through sudo.
#   - canaan, canaan-cli and canaan-server --version, the manual pages through man
#   - canaan-cli validate on the installed maps
#   - the app started from its desktop entry's command, offscreen, in English and in Korean, each
#     saving a screenshot (kept in OUT_DIR)
#   - the server on 127.0.0.1 under the unit's sandbox as far as it works without systemd (a
#     read-only system, a private /tmp, a user of its own, no new privileges, no capabilities), a
#     client connecting, SIGTERM, a clean exit
#   - systemd-analyze verify and security (exposure at most 2) on the installed unit
set -euo pipefail
cd "$(dirname "$0")/.."

out_dir=${OUT_DIR:-dist}
if [ "$(id -u)" -eq 0 ]; then
    as_root=()
else
    as_root=(sudo)
fi
start=$SECONDS
phase() { echo "--- $1 ($((SECONDS - start)) s)"; }

phase "building the packages"
scripts/package.sh

phase "lintian"
# Errors fail; the warnings that stay are explained in docs/packaging.md.
lintian --fail-on error --no-tag-display-limit "$out_dir"/*.deb

phase "installing"
# Outside /tmp: the server's sandbox below gives it a /tmp of its own.
work=$(mktemp -d -p "$PWD/$out_dir" check.XXXXXX)
chmod 755 "$work"
server_pid=
cleanup() {
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
# What the packages hold, to check after the removal that none of it stayed.
# canaan-common: the program's own libraries, when the build makes them shared (CANAAN_SHARED_LIBS).
debs=("$out_dir"/canaan_*.deb "$out_dir"/canaan-server_*.deb)
packages=(canaan canaan-server)
if compgen -G "$out_dir/canaan-common_*.deb" >/dev/null; then
    debs+=("$out_dir"/canaan-common_*.deb)
    packages+=(canaan-common)
fi
for deb in "${debs[@]}"; do
    dpkg-deb --fsys-tarfile "$deb" | tar -t | sed 's|^\./|/|; s|/$||' | grep -v -e '^/$' >>"$work/files.txt"
done
export DEBIAN_FRONTEND=noninteractive
deb_paths=()
for deb in "${debs[@]}"; do
    deb_paths+=("$(realpath "$deb")") # apt-get takes a file for a package when its name has a slash
done
"${as_root[@]}" apt-get install -y --no-install-recommends "${deb_paths[@]}"

phase "running what was installed"
# Debian's games live in /usr/games, which every user's PATH has and root's (CI) has not.
export PATH="$PATH:/usr/games"
version=$(sed -n 's/^project(Canaan VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
for program in canaan canaan-cli canaan-server; do
    said=$(QT_QPA_PLATFORM=offscreen "$program" --version)
    [ "$said" = "$program $version" ] || { echo "$program --version said \"$said\", not \"$program $version\"" >&2; exit 1; }
done
for page in canaan canaan-cli canaan-server; do
    found=$(man -w "$page")
    [[ "$found" =~ ^/usr/share/man/man[68]/$page\.[68]\.gz$ ]] || { echo "man -w $page found \"$found\"" >&2; exit 1; }
    text=$(MANWIDTH=80 man "$page" 2>/dev/null)
    [[ "$text" == *--version* ]] || { echo "man $page does not show --version" >&2; exit 1; }
done
canaan-cli validate /usr/share/canaan/maps/*.canaanmap

# The menu's command (Exec= of the desktop entry, without its %f), in each language of the system.
exec_line=$(sed -n 's/^Exec=//p' /usr/share/applications/canaan.desktop | sed 's/ %[fFuU]//')
for lang in en_US ko_KR; do
    mkdir -p "$work/home-$lang"
    env HOME="$work/home-$lang" XDG_CONFIG_HOME="$work/home-$lang/.config" LANG="$lang.UTF-8" LANGUAGE= LC_ALL= \
        QT_QPA_PLATFORM=offscreen timeout 120 $exec_line --screenshot "$out_dir/installed_$lang.png"
    [ -s "$out_dir/installed_$lang.png" ]
done
if cmp -s "$out_dir/installed_en_US.png" "$out_dir/installed_ko_KR.png"; then
    echo "the English and Korean screenshots are the same picture: the system's language was not followed" >&2
    exit 1
fi

phase "the server under the service's sandbox"
# systemd does not run here (systemd-run needs it), so its sandbox is built by hand: a mount
# namespace with every mount read-only (ProtectSystem=strict) but the state folder, a private /tmp
# (PrivateTmp), a user of its own like DynamicUser's (setpriv), no new privileges and no
# capabilities (NoNewPrivileges, CapabilityBoundingSet=).
state="$work/state"
mkdir -p "$state"
chown 61873:61873 "$state"
chmod 700 "$state"
sandbox_script='
        state=$1 namespace=$2; shift 2
        if [ "$namespace" = yes ]; then
            awk "{print \$5}" /proc/self/mountinfo | grep -v -e "^/proc" -e "^/sys" -e "^/dev" | sort -u |
                while read -r point; do mount -o remount,bind,ro "$point" 2>/dev/null || true; done
            mount --bind "$state" "$state"
            mount -o remount,bind,rw "$state" # a bind mount keeps the read-only flag of its source
            mount -t tmpfs -o mode=1777 tmpfs /tmp
            if touch /usr/canaan-sandbox-check 2>/dev/null; then
                rm -f /usr/canaan-sandbox-check
                echo "the sandbox left /usr writable" >&2
                exit 1
            fi
        fi
        exec setpriv --reuid=61873 --regid=61873 --clear-groups --no-new-privs --inh-caps=-all \
            --bounding-set=-all "$@"'
# A container without CAP_SYS_ADMIN cannot make a mount namespace: then only the user, no new
# privileges and no capabilities, and the script says so.
if "${as_root[@]}" unshare --mount --propagation private true 2>/dev/null; then
    namespace=(unshare --mount --propagation private --)
    in_namespace=yes
else
    echo "no mount namespace here: the server runs without the read-only system and the private /tmp"
    namespace=()
    in_namespace=no
fi
start_server() {
    coproc SERVER {
        exec "${as_root[@]}" "${namespace[@]}" sh -c "$sandbox_script" sandbox "$state" "$in_namespace" \
            /usr/bin/canaan-server --data "$state" --address 127.0.0.1 --port 0 --lang en 2>"$work/server.err"
    }
    server_pid=$SERVER_PID
    read -r -t 30 first <&"${SERVER[0]}"
    echo "server: $first"
    port=$(echo "$first" | sed -n 's/^Listening on port \([0-9]*\) .*/\1/p')
    [ -n "$port" ]
}
start_server
# A client: canaan-cli's bot connects, says hello, asks for a seat at a table that is not there,
# and reports the server's refusal.
said=$(timeout 30 canaan-cli bot --lang en --server "ws://127.0.0.1:$port" --table AAAAAA --seat 0 2>&1 || true)
echo "client: $said"
[[ "$said" == *noSuchTable* ]] || { echo "the client did not get the server's refusal" >&2; exit 1; }
kill -TERM "$server_pid"
wait "$server_pid" && status=0 || status=$?
server_pid=
cat "$work/server.err"
[ "$status" -eq 0 ] || { echo "the server exited with status $status after SIGTERM" >&2; exit 1; }
grep -q "Stopped with every table written" "$work/server.err"

phase "systemd-analyze verify and security"
systemd-analyze verify /usr/lib/systemd/system/canaan-server.service
# The sandbox's exposure as systemd rates it, 0 (none) to 10, at most 2 (its threshold counts tenths).
systemd-analyze security --offline=yes --threshold=20 /usr/lib/systemd/system/canaan-server.service | tail -1

phase "removing"
"${as_root[@]}" apt-get remove -y "${packages[@]}"
# Debian keeps a removed package's conffiles (/etc/default/canaan-server) until a purge; nothing else
# may stay: no file of the packages' (directories that other packages share aside), no link
# enabling the service.
left=()
while read -r path; do
    if [ -e "$path" ] && [ ! -d "$path" ] && [ "$path" != /etc/default/canaan-server ]; then
        left+=("$path")
    fi
done <"$work/files.txt"
for path in /etc/systemd/system/multi-user.target.wants/canaan-server.service \
    /etc/systemd/system/canaan-server.service /usr/share/canaan /usr/share/doc/canaan /usr/share/doc/canaan-server \
    /usr/share/doc/canaan-common /usr/lib/x86_64-linux-gnu/canaan; do
    if [ -e "$path" ] || [ -L "$path" ]; then
        left+=("$path")
    fi
done
if [ ${#left[@]} -gt 0 ]; then
    echo "left behind after apt-get remove: ${left[*]}" >&2
    exit 1
fi
"${as_root[@]}" apt-get purge -y canaan-server
[ ! -e /etc/default/canaan-server ] || { echo "/etc/default/canaan-server stayed after the purge" >&2; exit 1; }
phase "done"
