#!/usr/bin/env python3
"""Checks a manual page against its program: every option that `PROGRAM --help` lists appears in
the page, and with --commands every command of canaan-cli has a section (.SS) naming each of that
command's options. Then, where `man` is installed, that the page renders without a warning (what
lintian's manpage-has-errors-from-man checks). Exit status 1 with every gap listed."""
import argparse
import os
import re
import shutil
import subprocess
import sys

OPTION = re.compile(r"(?<![\w-])(--?[a-zA-Z][\w-]*)")


def help_text(program, *arguments):
    environment = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", QT_QPA_PLATFORM="offscreen")
    run = subprocess.run([program, *arguments, "--help", "--lang", "en"], capture_output=True, text=True,
                         timeout=60, env=environment)
    if run.returncode != 0:
        sys.exit(f"{program} {' '.join(arguments)} --help failed with status {run.returncode}: {run.stderr}")
    return run.stdout


def options_of(text):
    """The options of the help's option lines ("  -h, --help  Shows..."), not of its prose."""
    found = []
    for line in text.splitlines():
        match = re.match(r"^\s+(-[^ ].*?)(?:\s{2,}|$)", line)
        if match:
            found += OPTION.findall(match.group(1))
    return found


def plain(page_text):
    """The page's words without roff's escapes and font changes."""
    text = page_text.replace("\\-", "-")
    return re.sub(r"\\f[BIRP]|\\fR", "", text)


def has_option(text, option):
    return re.search(r"(?<![\w-])" + re.escape(option) + r"(?![\w-])", text) is not None


def sections(text):
    """{first word of a .SS heading: its text}"""
    found = {}
    for part in re.split(r"^\.SS ", text, flags=re.M)[1:]:
        found[part.split()[0]] = part
    return found


def render_warnings(page):
    if not shutil.which("man"):
        return []
    environment = dict(os.environ, LC_ALL="C.UTF-8", MANROFFSEQ="", MANWIDTH="80")
    run = subprocess.run(["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", page], capture_output=True,
                         text=True, env=environment, timeout=60)
    return [line for line in run.stderr.splitlines() if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("program")
    parser.add_argument("page")
    parser.add_argument("--commands", action="store_true", help="the program has commands (canaan-cli)")
    args = parser.parse_args()
    with open(args.page, encoding="utf-8") as file:
        page = plain(file.read())

    gaps = []
    general = help_text(args.program)
    for option in options_of(general):
        if not has_option(page, option):
            gaps.append(f"{option} of --help is not in {args.page}")
    if args.commands:
        listed = re.search(r"^Commands:\n((?:  \S.*\n)+)", general, flags=re.M)
        if not listed:
            sys.exit(f"{args.program} --help lists no commands")
        by_heading = sections(page)
        for line in listed.group(1).splitlines():
            command = line.split()[0]
            if command not in by_heading:
                gaps.append(f"command {command} has no .SS section in {args.page}")
                continue
            for option in options_of(help_text(args.program, command)):
                if option not in ("-h", "--help") and not has_option(by_heading[command], option):
                    gaps.append(f"{option} of `{command} --help` is not in the {command} section of {args.page}")
    gaps += [f"man: {warning}" for warning in render_warnings(args.page)]
    for gap in gaps:
        print(gap)
    return 1 if gaps else 0


if __name__ == "__main__":
    sys.exit(main())
