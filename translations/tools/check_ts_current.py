#!/usr/bin/env python3
"""Check that canaan_ko.ts holds every user-visible string of the sources, translated.

Runs lupdate over the program's sources into a copy of the .ts file (the real file is left alone)
and lists every message of the copy that has no finished translation: a string added to the code
without its Korean, or code lupdate was never shown (a library missing from the source list).

    check_ts_current.py LUPDATE SOURCES_LIST TS_FILE

SOURCES_LIST: one source file a line (lupdate's @lst-file). Exit status 0 when all is translated,
1 with the list otherwise, 2 when lupdate fails.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET


def untranslated(ts_path):
    out = []
    for context in ET.parse(ts_path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            empty = translation is None or (not (translation.text or "").strip() and not list(translation))
            if empty or translation.get("type") in ("unfinished",):
                out.append((name, message.findtext("source")))
    return out


def main():
    if len(sys.argv) != 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    lupdate, sources, ts = sys.argv[1:]
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, os.path.basename(ts))
        shutil.copyfile(ts, copy)
        run = subprocess.run([lupdate, "-no-obsolete", "-locations", "none", "@" + sources, "-ts", copy],
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stdout + run.stderr, file=sys.stderr)
            return 2
        missing = untranslated(copy)
    if not missing:
        print(f"{ts}: every string of the sources is translated.")
        return 0
    print(f"{ts}: {len(missing)} string(s) of the sources have no Korean (run update_translations, "
          "then fill them from translations/pending/*.tsv):")
    for context, source in missing:
        print(f"  {context}: {source!r}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
