#!/usr/bin/env python3
"""The house's checks find what they must: each is run on a small tree made for it, once with the
offence and once without."""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))


def write(root, relative, text):
    path = os.path.join(root, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w', encoding='utf-8') as out:
        out.write(text)
    return path


def run(script, *args):
    result = subprocess.run([sys.executable, os.path.join(HERE, script), *args],
                            capture_output=True, text=True, check=False)
    return result.returncode, result.stdout


class IncludeCheck(unittest.TestCase):
    def tree(self, root, low_includes):
        # Two libraries: low (layer 0, engine/) and high (layer 1, app/), and a test executable.
        write(root, 'engine/low.h', f'#pragma once\n{low_includes}\n')
        write(root, 'engine/low.cpp', '#include "engine/low.h"\n')
        write(root, 'engine/part/internal.h', '#pragma once\n')
        write(root, 'engine/part/part.cpp', '#include "engine/part/internal.h"\n')
        write(root, 'app/high.h', '#pragma once\n#include "engine/low.h"\n')
        write(root, 'app/high.cpp', '#include "app/high.h"\n')
        write(root, 'tests/test_high.cpp', '#include "app/high.h"\n')
        build = os.path.join(root, 'build')
        table = write(root, 'build/house/libraries.tsv',
                      f'lib_low\t0\t{root}/engine\tlow.h|low.cpp|part/part.cpp|part/internal.h\t{root}\n'
                      f'lib_high\t1\t{root}/app\thigh.h|high.cpp\t{root}\n'
                      f'test_high\t-1\t{root}/tests\ttest_high.cpp\t{root}\n')
        open(os.path.join(build, 'CMakeCache.txt'), 'w').close()
        return table

    def check(self, low_includes, extra=None):
        """The include check's exit status and words on a tree whose engine/low.h includes
        low_includes (and with the files of extra)."""
        with tempfile.TemporaryDirectory() as root:
            root = os.path.realpath(root)
            for relative, text in (extra or {}).items():
                write(root, relative, text)
            table = self.tree(root, low_includes)
            return run('check_includes.py', '--source', root, '--table', table)

    def test_a_clean_tree_passes(self):
        code, out = self.check('')
        self.assertEqual(code, 0, out)

    def test_an_arrow_back_up_fails_with_its_place(self):
        code, out = self.check('#include "app/high.h"')
        self.assertEqual(code, 1)
        self.assertIn('engine/low.h:2: lib_low (layer 0) -> lib_high (layer 1)', out)

    def test_a_library_including_a_test_fails(self):
        code, out = self.check('#include "tests/helper.h"', {'tests/helper.h': '#pragma once\n'})
        self.assertEqual(code, 1)
        self.assertIn('engine/low.h:2: lib_low (layer 0) -> test_high (an executable)', out)

    def test_internals_of_another_folder_fail(self):
        code, out = self.check('#include "engine/part/internal.h"')
        self.assertEqual(code, 1)
        self.assertIn('engine/low.h:2: includes engine/part/internal.h, the internals of another folder', out)


class SizeCheck(unittest.TestCase):
    def check(self, files, allowed=''):
        with tempfile.TemporaryDirectory() as root:
            for relative, text in files.items():
                write(root, relative, text)
            listing = write(root, 'allowed.txt', allowed)
            return run('check_sizes.py', '--source', root, '--allowed', listing)

    def test_small_files_pass(self):
        code, out = self.check({'app/a.h': 'class A {\npublic:\n    void f();\n};\n'})
        self.assertEqual(code, 0, out)

    def test_a_long_file_fails_unless_allowed(self):
        files = {'app/long.cpp': 'int x;\n' * 601}
        code, out = self.check(files)
        self.assertEqual(code, 1)
        self.assertIn('app/long.cpp:601: 601 lines, more than 600', out)
        code, out = self.check(files, 'lines app/long.cpp\n')
        self.assertEqual(code, 0, out)
        self.assertEqual(self.check({'app/short.cpp': 'int x;\n' * 600})[0], 0)

    def test_a_class_of_41_functions_fails(self):
        def body(count):
            members = ''.join(f'    void f{i}(int a = g(1));\n' for i in range(count))
            # Data members, a nested type and a friend are not functions.
            return ('class Big : public QObject {\n    Q_OBJECT\npublic:\n' + members +
                    'signals:\n    void changed();\nprivate:\n    std::function<void(int)> m_callback;\n'
                    '    int m_x = size(0);\n    struct Inner { void h(); void i(); };\n'
                    '    friend bool operator==(const Big &, const Big &);\n};\n')
        code, out = self.check({'app/big.h': body(40)})
        self.assertEqual(code, 1)
        self.assertIn('class Big declares 41 member functions', out)
        code, out = self.check({'app/big.h': body(39)})
        self.assertEqual(code, 0, out)

    def test_two_classes_of_one_name_fail(self):
        files = {'app/a/end_screen.h': 'namespace a {\nclass EndScreen {};\n}\n',
                 'app/b/end_screen.h': 'namespace b {\nstruct EndScreen : Base {\n};\n}\n',
                 # A helper of one file, in its anonymous namespace, collides with nothing.
                 'tests/t1.cpp': 'namespace {\nstruct Run {};\n}\n',
                 'tests/t2.cpp': 'namespace {\nstruct Run {};\n}\n'}
        code, out = self.check(files)
        self.assertEqual(code, 1)
        self.assertIn('class EndScreen is also defined at', out)
        self.assertNotIn('Run', out)
        code, out = self.check(files, 'name EndScreen\n')
        self.assertEqual(code, 0, out)

    def test_a_name_once_in_each_game_namespace_passes(self):
        # Each game's engine has its own Action; a third one, or a second in one game, collides.
        files = {'engine/settlers/rules/action.h': 'namespace canaan::settlers {\nstruct Action {};\n}\n',
                 'engine/conquest/action.h': 'namespace canaan {\nnamespace conquest {\nstruct Action {};\n}\n}\n'}
        code, out = self.check(files)
        self.assertEqual(code, 0, out)
        code, out = self.check(dict(files, **{'app/x/action.h': 'namespace canaan::x {\nstruct Action {};\n}\n'}))
        self.assertEqual(code, 1)
        self.assertIn('class Action is also defined at', out)
        code, out = self.check(dict(files, **{'engine/settlers/ai/action.h':
                                              'namespace canaan::settlers::ai {\nclass Action {};\n}\n'}))
        self.assertEqual(code, 1)
        self.assertIn('class Action is also defined at', out)

    def test_a_needless_entry_is_named(self):
        code, out = self.check({'app/a.h': 'class A {};\n'}, 'lines app/gone.cpp\n')
        self.assertEqual(code, 0)
        self.assertIn('"lines app/gone.cpp" is no longer needed', out)


if __name__ == '__main__':
    unittest.main()
