#!/usr/bin/env python3
"""Check that canaan_ko.ts holds every user-visible string of the sources, translated.

Runs lupdate over the program's sources into a copy of the .ts file (the real file is left alone)
and lists every message of the copy that has no finished translation: a string added to the code
without its Korean, or code lupdate was never shown (a library missing from the source list).

    check_ts_current.py [--plural-only] LUPDATE SOURCES_LIST TS_FILE

--plural-only: the file holds the plural messages only (canaan_en.ts, the English forms of
"%n card(s)"), so lupdate runs with -pluralonly. SOURCES_LIST: one source file a line (lupdate's
@lst-file). Exit status 0 when all is translated, 1 with the list otherwise, 2 when lupdate fails.
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
            forms = list(translation) if translation is not None else []
            # A plural message needs every one of its forms (English: the singular and the plural).
            empty = translation is None or (not forms and not (translation.text or "").strip()) \
                or any(not (form.text or "").strip() for form in forms)
            if empty or translation.get("type") in ("unfinished",):
                out.append((name, message.findtext("source")))
    return out


def main():
    args = sys.argv[1:]
    plural_only = args[:1] == ["--plural-only"]
    if plural_only:
        args = args[1:]
    if len(args) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    lupdate, sources, ts = args
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, os.path.basename(ts))
        shutil.copyfile(ts, copy)
        run = subprocess.run([lupdate, "-no-obsolete", "-locations", "none"] + (["-pluralonly"] if plural_only else [])
                             + ["@" + sources, "-ts", copy], capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stdout + run.stderr, file=sys.stderr)
            return 2
        missing = untranslated(copy)
    if not missing:
        print(f"{ts}: every string of the sources is translated.")
        return 0
    if plural_only:
        print(f"{ts}: {len(missing)} plural message(s) of the sources have no English forms (run "
              "update_translations, then give each its singular and plural in the file):")
    else:
        print(f"{ts}: {len(missing)} string(s) of the sources have no Korean (run update_translations, "
              "then fill them from translations/pending/*.tsv):")
    for context, source in missing:
        print(f"  {context}: {source!r}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
