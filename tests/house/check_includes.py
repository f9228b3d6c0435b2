#!/usr/bin/env python3
"""The layers of the includes (issue 35, docs/architecture.md "Layers").

The link check (cmake/LayerCheck.cmake) stops a library from linking one of a layer above it; this
check does the same for the lines `#include "..."`, which a shared include folder would otherwise let
through. It reads BUILD/house/libraries.tsv, written by canaan_write_layer_table() from the same
table of layers (CANAAN_LAYERS): each library's layer, sources and include folders. Each quoted
include is resolved as the compiler does (the including file's folder, then its library's include
folders) and fails the check when
  - a library's file includes a file of a library of a higher layer, or of an executable (a tool or
    a test), or
  - inside one library, a part includes a part above it (FOLDER_ORDER below), or
  - a file includes an `internal.h` of another folder (a part's internals stay in its folder).
Each failure is printed as file:line and the arrow. Exit status 1 when there is one.
"""
import argparse
import os
import re
import sys

TOP = 10**6  # executables (tools, tests, fuzz targets) stand above every layer
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
SOURCE_EXTENSIONS = ('.h', '.hpp', '.cpp', '.cc')
# Parts of one library stacked in their own order, bottom first: a folder (from the repository
# root) may include its own and lower rows' folders only.
FOLDER_ORDER = {
    'canaan_engine': [
        ['engine/random/rng.h'],
        ['engine/settlers/options/options.h', 'engine/settlers/options/options.cpp', 'engine/settlers/options/cards.h', 'engine/settlers/options/cards.cpp'],
        ['engine/settlers/board'],
        ['engine/settlers/rules'],
        ['engine/settlers/stats'],
        ['engine/settlers/ai'],
        ['engine/conquest'],
    ],
}


def read_table(path, root):
    """{target: (layer, folder, [sources], [include folders])} of the project's own targets."""
    targets = {}
    with open(path, encoding='utf-8') as table:
        for line in table:
            fields = line.rstrip('\n').split('\t')
            if len(fields) != 5:
                continue
            name, layer, folder, sources, includes = fields
            files = []
            for source in filter(None, sources.split('|')):
                full = os.path.normpath(source if os.path.isabs(source) else os.path.join(folder, source))
                if full.startswith(root + os.sep):
                    files.append(full)
            dirs = [os.path.normpath(d) for d in includes.split('|') if d.startswith(root + os.sep) or d == root]
            targets[name] = (int(layer), folder, files, dirs)
    return targets


def project_files(root, build):
    skip = {'.git'}
    for folder, subfolders, names in os.walk(root):
        subfolders[:] = sorted(d for d in subfolders if d not in skip
                               and not os.path.exists(os.path.join(folder, d, 'CMakeCache.txt'))
                               and os.path.join(folder, d) != build)
        for name in sorted(names):
            if name.endswith(SOURCE_EXTENSIONS):
                yield os.path.join(folder, name)


def owners(targets, files):
    """The library of each file: the one that lists it (a library before an executable), else the
    library owning most of the files of its folder or the nearest folder above."""
    owner = {}
    for name, (layer, _, sources, _) in targets.items():
        rank = layer if layer >= 0 else TOP
        for source in sources:
            if source not in owner or rank < owner[source][1]:
                owner[source] = (name, rank)
    by_folder = {}
    for source, (name, _) in owner.items():
        by_folder.setdefault(os.path.dirname(source), {}).setdefault(name, 0)
        by_folder[os.path.dirname(source)][name] += 1
    result = {f: n for f, (n, _) in owner.items()}
    for path in files:
        if path in result:
            continue
        folder = os.path.dirname(path)
        while folder not in by_folder and len(folder) > 1:
            folder = os.path.dirname(folder)
        if folder in by_folder:
            counts = by_folder[folder]
            result[path] = max(sorted(counts), key=lambda n: counts[n])
    return result


def folder_rank(library, relative):
    rows = FOLDER_ORDER.get(library)
    if not rows:
        return None
    best = None
    for index, row in enumerate(rows):
        for prefix in row:
            if relative == prefix or relative.startswith(prefix.rstrip('/') + '/'):
                if best is None or len(prefix) > best[1]:
                    best = (index, len(prefix))
    return best[0] if best else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--source', required=True, help='the repository root')
    parser.add_argument('--table', required=True, help='BUILD/house/libraries.tsv')
    args = parser.parse_args()
    root = os.path.realpath(args.source)
    table = os.path.realpath(args.table)
    build = os.path.dirname(os.path.dirname(table))
    targets = read_table(table, root)
    if not targets:
        print(f'{args.table}: no libraries listed (was CMake run?)')
        return 1
    files = list(project_files(root, build))
    owner = owners(targets, files)
    layer = {name: (t[0] if t[0] >= 0 else TOP) for name, t in targets.items()}
    failures = 0
    checked = 0
    for path in files:
        mine = owner.get(path)
        dirs = targets[mine][3] if mine else []
        relative_path = os.path.relpath(path, root)
        with open(path, encoding='utf-8', errors='replace') as source:
            for number, text in enumerate(source, 1):
                match = INCLUDE.match(text)
                if not match:
                    continue
                written = match.group(1)
                found = None
                # The root last: the one include folder every target has (the top CMakeLists.txt),
                # also for the files no target of this configuration builds (fuzz/, tools/perf-ab/).
                for folder in [os.path.dirname(path)] + dirs + [root]:
                    candidate = os.path.normpath(os.path.join(folder, written))
                    if os.path.isfile(candidate):
                        found = candidate
                        break
                if not found or not found.startswith(root + os.sep):
                    continue  # a generated file or one of a system library
                checked += 1
                theirs = owner.get(found)
                target_relative = os.path.relpath(found, root)
                where = f'{relative_path}:{number}'
                if os.path.basename(found).endswith('internal.h') and os.path.dirname(found) != os.path.dirname(path):
                    print(f'{where}: includes {target_relative}, the internals of another folder')
                    failures += 1
                if not mine or not theirs:
                    continue
                if layer[theirs] > layer[mine]:
                    above = 'an executable' if layer[theirs] == TOP else f'layer {layer[theirs]}'
                    print(f'{where}: {mine} (layer {layer[mine]}) -> {theirs} ({above}) through "{written}" '
                          f'({target_relative}): an arrow back up')
                    failures += 1
                elif theirs == mine:
                    own_rank = folder_rank(mine, relative_path)
                    their_rank = folder_rank(mine, target_relative)
                    if own_rank is not None and their_rank is not None and their_rank > own_rank:
                        print(f'{where}: {relative_path} -> {target_relative}: inside {mine}, a part includes '
                              f'one above it (tests/house/check_includes.py FOLDER_ORDER)')
                        failures += 1
    print(f'{checked} includes of the project checked in {len(files)} files, {failures} arrows back up')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
