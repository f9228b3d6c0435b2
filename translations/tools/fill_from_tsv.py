#!/usr/bin/env python3
"""Fill translations from tab-separated files into a Qt Linguist .ts file.

Engineers write the Korean for their new strings in translations/pending/*.tsv, one message a line:

    context<TAB>source<TAB>korean

The context is the tr() context (the class with its namespaces, e.g. canaan::app::MainWindow), the
source is the English exactly as in the code. Backslash escapes \\t, \\n and \\\\ stand for a tab, a
newline and a backslash. Empty lines and lines starting with # are skipped, and so is a first line
"context<TAB>source<TAB>korean".

Run lupdate first (cmake --build BUILD --target update_translations), so that the .ts file has the
new messages; then this script fills every unfinished or empty translation it has a line for. A
finished translation is only replaced with --overwrite. Plural messages get the Korean in their one
form. The file is written back in lupdate's layout.

Exit status: 0; 1 with --check when unfinished messages remain; 2 on bad input.
"""

import argparse
import glob
import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TS = os.path.join(HERE, "..", "canaan_ko.ts")
DEFAULT_PENDING = os.path.join(HERE, "..", "pending")


def unescape(field):
    out, i = [], 0
    while i < len(field):
        c = field[i]
        if c == "\\" and i + 1 < len(field):
            nxt = field[i + 1]
            out.append({"t": "\t", "n": "\n", "\\": "\\"}.get(nxt, "\\" + nxt))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def read_tsv(paths):
    """Returns {(context, source): (korean, where)} and a list of problems."""
    entries, problems = {}, []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                line = line.rstrip("\r\n")
                where = f"{os.path.relpath(path)}:{number}"
                if not line.strip() or line.startswith("#"):
                    continue
                fields = line.split("\t")
                if number == 1 and [x.strip().lower() for x in fields] == ["context", "source", "korean"]:
                    continue
                if len(fields) != 3:
                    problems.append(f"{where}: expected 3 tab-separated fields, found {len(fields)}")
                    continue
                context, source, korean = (unescape(x) for x in fields)
                if not korean.strip():
                    problems.append(f"{where}: the Korean is empty")
                    continue
                key = (context, source)
                if key in entries and entries[key][0] != korean:
                    problems.append(f"{where}: differs from {entries[key][1]} for the same message")
                entries[key] = (korean, where)
    return entries, problems


def is_unfinished(message):
    translation = message.find("translation")
    if translation is None:
        return True
    if translation.get("type") in ("unfinished",):
        return True
    forms = translation.findall("numerusform")
    texts = [f.text or "" for f in forms] if forms else [translation.text or ""]
    return any(not t.strip() for t in texts)


def set_translation(message, korean):
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    translation.attrib.pop("type", None)
    if message.get("numerus") == "yes":
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        form = ET.SubElement(translation, "numerusform")
        form.text = korean
    else:
        translation.text = korean


# ---- writing in lupdate's layout ------------------------------------------------------------------

def protect(text):
    out = []
    for c in text or "":
        if c == "&":
            out.append("&amp;")
        elif c == "<":
            out.append("&lt;")
        elif c == ">":
            out.append("&gt;")
        elif c == '"':
            out.append("&quot;")
        elif c == "'":
            out.append("&apos;")
        elif ord(c) < 0x20 and c not in "\n\r\t":
            out.append(f"&#x{ord(c):x};")
        else:
            out.append(c)
    return "".join(out)


def attrs(element):
    return "".join(f' {k}="{protect(v)}"' for k, v in element.attrib.items())


def write_element(element, indent, lines):
    pad = " " * indent
    children = list(element)
    if not children:
        if element.text is None and element.tag not in ("translation", "source", "name"):
            lines.append(f"{pad}<{element.tag}{attrs(element)}/>")
        else:
            lines.append(f"{pad}<{element.tag}{attrs(element)}>{protect(element.text)}</{element.tag}>")
        return
    if element.tag == "translation":  # numerus forms stay on one line each, as lupdate writes them
        lines.append(f"{pad}<translation{attrs(element)}>")
        for child in children:
            lines.append(f"{pad}    <{child.tag}{attrs(child)}>{protect(child.text)}</{child.tag}>")
        lines.append(f"{pad}</translation>")
        return
    lines.append(f"{pad}<{element.tag}{attrs(element)}>")
    for child in children:
        write_element(child, indent + 4, lines)
    lines.append(f"{pad}</{element.tag}>")


def write_ts(root, path):
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>", f"<TS{attrs(root)}>"]
    for child in root:
        write_element(child, 0, lines)
    lines.append("</TS>")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description="Fill a .ts file from translations/pending/*.tsv.")
    parser.add_argument("tsv", nargs="*", help="TSV files (default: translations/pending/*.tsv)")
    parser.add_argument("--ts", default=DEFAULT_TS, help="the .ts file to fill (default: canaan_ko.ts)")
    parser.add_argument("--overwrite", action="store_true", help="also replace finished translations")
    parser.add_argument("--check", action="store_true", help="exit 1 when unfinished messages remain")
    args = parser.parse_args()

    paths = args.tsv or sorted(glob.glob(os.path.join(DEFAULT_PENDING, "*.tsv")))
    entries, problems = read_tsv(paths)
    for p in problems:
        print(f"warning: {p}", file=sys.stderr)

    try:
        tree = ET.parse(args.ts)
    except (OSError, ET.ParseError) as e:
        print(f"error: {args.ts}: {e}", file=sys.stderr)
        return 2
    root = tree.getroot()

    filled, kept, used, unfinished = 0, 0, set(), []
    for context in root.findall("context"):
        name = context.findtext("name", "")
        for message in context.findall("message"):
            source = message.findtext("source", "")
            key = (name, source)
            if key in entries:
                used.add(key)
                korean = entries[key][0]
                if is_unfinished(message) or args.overwrite:
                    set_translation(message, korean)
                    filled += 1
                else:
                    current = message.findtext("translation", "")
                    if current != korean:
                        kept += 1
            if is_unfinished(message):
                unfinished.append(key)

    write_ts(root, args.ts)
    print(f"{os.path.relpath(args.ts)}: filled {filled} translation(s) from {len(paths)} file(s).")
    if kept:
        print(f"Kept {kept} finished translation(s) that differ from the TSV (use --overwrite to replace).")
    for key in sorted(set(entries) - used):
        print(f"not in the .ts file (run lupdate first?): {entries[key][1]}: {key[0]}: {key[1]!r}")
    for context, source in unfinished:
        print(f"unfinished: {context}: {source!r}")
    if args.check and unfinished:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
