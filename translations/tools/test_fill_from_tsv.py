#!/usr/bin/env python3
"""Tests fill_from_tsv.py on a small .ts file: it fills unfinished messages (plural ones too), keeps
finished ones unless --overwrite, reports what it cannot place, and writes lupdate's layout."""

import os
import subprocess
import sys
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fill_from_tsv.py")

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>canaan::app::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map: %1</source>
        <translation>지도: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n road(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Say &quot;%1&apos;s&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
"""

TSV = (
    "context\tsource\tkorean\n"
    "# a comment\n"
    "canaan::app::MainWindow\t&File\t파일(&F)\n"
    "canaan::app::MainWindow\tMap: %1\t새 지도: %1\n"
    "canaan::app::MainWindow\t%n road(s)\t도로 %n개\n"
    "canaan::app::MainWindow\tSay \"%1's\"\t\"%1의\" 말하기\n"
    "canaan::app::MainWindow\tNot in the code\t없음\n"
)


class FillTest(unittest.TestCase):
    def run_script(self, *extra):
        return subprocess.run([sys.executable, SCRIPT, "--ts", self.ts, self.tsv, *extra],
                              capture_output=True, text=True)

    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.ts = os.path.join(self.dir.name, "canaan_ko.ts")
        self.tsv = os.path.join(self.dir.name, "app.tsv")
        with open(self.ts, "w", encoding="utf-8") as f:
            f.write(TS)
        with open(self.tsv, "w", encoding="utf-8") as f:
            f.write(TSV)

    def tearDown(self):
        self.dir.cleanup()

    def text(self):
        with open(self.ts, encoding="utf-8") as f:
            return f.read()

    def test_fills_unfinished_and_keeps_finished(self):
        result = self.run_script("--check")
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        text = self.text()
        self.assertIn("<translation>파일(&amp;F)</translation>", text)
        self.assertIn("<translation>지도: %1</translation>", text)  # finished: kept
        self.assertIn("<numerusform>도로 %n개</numerusform>", text)
        self.assertIn("<translation>&quot;%1의&quot; 말하기</translation>", text)
        self.assertNotIn('type="unfinished"', text)
        self.assertIn("Not in the code", result.stdout)

    def test_overwrite_replaces_finished(self):
        self.run_script("--overwrite")
        self.assertIn("<translation>새 지도: %1</translation>", self.text())

    def test_check_fails_while_unfinished_remain(self):
        with open(self.tsv, "w", encoding="utf-8") as f:
            f.write("canaan::app::MainWindow\t&File\t파일(&F)\n")
        result = self.run_script("--check")
        self.assertEqual(result.returncode, 1)
        self.assertIn("unfinished: canaan::app::MainWindow: '%n road(s)'", result.stdout)

    def test_layout_is_lupdates(self):
        self.run_script()
        lines = self.text().splitlines()
        self.assertEqual(lines[:3], ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
                                     '<TS version="2.1" language="ko_KR">'])
        self.assertIn("    <name>canaan::app::MainWindow</name>", lines)
        self.assertIn("            <numerusform>도로 %n개</numerusform>", lines)


if __name__ == "__main__":
    unittest.main()
