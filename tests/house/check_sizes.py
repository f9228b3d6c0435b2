#!/usr/bin/env python3
"""The house's sizes and names (issue 35): no source file over 600 lines, no class declaring more
than 40 member functions (signals and slots counted), no two classes with the same name. A game's
engine vocabulary (Action, Event, Bot, SeatView, ...) may be defined once in each game's namespace
(GAME_NAMESPACES and the namespaces inside them), and nowhere else a second time.

Today's offenders are listed in allowed_sizes.txt so that the check passes while they are being
split; an entry that is no longer needed is reported, so the list only shrinks. Every failure is
printed as file:line and what is wrong. Exit status 1 when there is one.
"""
import argparse
import os
import re
import sys

MAX_LINES = 600
MAX_FUNCTIONS = 40
SOURCE_EXTENSIONS = ('.h', '.hpp', '.cpp', '.cc')
GAME_NAMESPACES = ('canaan::settlers', 'canaan::conquest')
SOURCE_FOLDERS = ('app', 'boardview', 'cartography', 'companion', 'editor', 'engine', 'fuzz', 'net', 'play',
                  'rulebook', 'tests', 'tools')
CLASS_HEAD = re.compile(r'\b(class|struct)\s+(?:\[\[[^\]]*\]\]\s*)?(?:[A-Z_]+_EXPORT\s+)?([A-Za-z_]\w*)'
                        r'(\s+final)?\s*(:(?!:)[^{;]*)?\{')
QT_MACRO = re.compile(r'\bQ_[A-Z_]+\b(\s*\((?:[^()]|\([^()]*\))*\))?')
ACCESS = re.compile(r'\b(public|protected|private|signals|Q_SIGNALS|slots|Q_SLOTS)\b\s*(slots\b\s*)?:')


def strip_comments_and_strings(text):
    """The text with comments, string and character literals blanked (newlines kept, so offsets
    still give line numbers)."""
    def blank(match):
        return re.sub(r'[^\n]', ' ', match.group(0))
    pattern = re.compile(r'//[^\n]*|/\*.*?\*/|R"(\w*)\(.*?\)\1"|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)
    return pattern.sub(blank, text)


def matching_brace(text, open_at):
    depth = 0
    for index in range(open_at, len(text)):
        if text[index] == '{':
            depth += 1
        elif text[index] == '}':
            depth -= 1
            if depth == 0:
                return index
    return len(text) - 1


def member_functions(body):
    """How many member functions a class body declares: its top-level statements that name a
    function, nested types, friends, aliases and data members left out."""
    count = 0
    statement = []
    depth = 0
    index = 0
    body = QT_MACRO.sub(' ', body)
    while index < len(body):
        char = body[index]
        if char == '{':
            if depth == 0:
                head = ''.join(statement)
                if re.search(r'\b(class|struct|union|enum)\b', head) and '(' not in head.split('{')[0]:
                    statement = []  # a nested type: its members are its own
                    index = matching_brace(body, index) + 1
                    # skip a declarator after the nested type (`} name;`)
                    end = body.find(';', index)
                    if end != -1 and body[index:end].strip().isidentifier():
                        index = end + 1
                    continue
                if is_function(head):
                    count += 1
                    statement = []
                    index = matching_brace(body, index) + 1
                    continue
            depth += 1
        elif char == '}':
            depth -= 1
        elif char == ';' and depth == 0:
            if is_function(''.join(statement)):
                count += 1
            statement = []
            index += 1
            continue
        statement.append(char)
        index += 1
    return count


def is_function(statement):
    text = ACCESS.sub(' ', statement).strip()
    if not text or re.match(r'(friend|using|typedef|static_assert|template\s*<[^>]*>\s*friend)\b', text):
        return False
    text = re.sub(r'^template\s*<.*?>\s*', '', text, flags=re.S)
    # Angle brackets hide parentheses of types such as std::function<void(int)>.
    flat = ''
    angle = 0
    for char in text:
        if char == '<' and not flat.endswith('operator'):
            angle += 1
        elif char == '>' and angle:
            angle -= 1
        elif angle == 0:
            flat += char
    paren = flat.find('(')
    if paren == -1:
        return False
    before = flat[:paren]
    if '=' in before and 'operator' not in before:
        return False  # a data member with an initializer
    return bool(re.search(r'(~?[A-Za-z_]\w*|operator\s*\S+)\s*$', before))


def scan(root):
    files = []
    for top in SOURCE_FOLDERS:
        for folder, subfolders, names in os.walk(os.path.join(root, top)):
            subfolders.sort()
            for name in sorted(names):
                if name.endswith(SOURCE_EXTENSIONS):
                    files.append(os.path.join(folder, name))
    return files


def namespace_scope_classes(text):
    """(name, offset, body, anonymous, namespace) of each class defined at namespace scope (not
    inside another class or a function)."""
    found = []
    index = 0
    while True:
        match = CLASS_HEAD.search(text, index)
        if not match:
            return found
        open_at = match.end() - 1
        close_at = matching_brace(text, open_at)
        name = match.group(2)
        before = text[:match.start()]
        # `enum class X {` is not a class; a class inside a function body is local to it.
        local, anonymous, namespace = enclosing(text, match.start())
        if not re.search(r'\benum\s*$', before) and not local:
            found.append((name, match.start(), text[open_at + 1:close_at], anonymous, namespace))
        index = close_at + 1


def enclosing(text, offset):
    """Whether offset lies inside braces other than a namespace's or an extern block's (a class
    local to a function), whether inside an anonymous namespace (a file's own helper, whose
    name cannot collide), and the named namespace around it ("canaan::settlers::detail")."""
    stack = []
    names = []
    for match in re.finditer(r'[{}]', text[:offset]):
        if match.group(0) == '{':
            head = text[max(0, match.start() - 200):match.start()]
            statement = re.split(r'[;}{]', head)[-1]
            named = re.search(r'\bnamespace\s+([\w:]+)\s*$', statement)
            if re.search(r'\bnamespace\s*$', statement):
                stack.append('anonymous')
            elif named:
                stack.append('namespace')
                names.append(named.group(1))
                continue
            elif re.search(r'\bnamespace\b|\bextern\b', statement):
                stack.append('namespace')
            else:
                stack.append('other')
            names.append('')
        elif stack:
            stack.pop()
            names.pop()
    return 'other' in stack, 'anonymous' in stack, '::'.join(n for n in names if n)


def game_of(namespace):
    """The game namespace a namespace lies in, or None."""
    for game in GAME_NAMESPACES:
        if namespace == game or namespace.startswith(game + '::'):
            return game
    return None


def collide(places):
    """Whether the definitions of one name collide: two at all, unless each is in another game's
    namespace."""
    games = [game for _, game in places]
    return len(places) > 1 and (None in games or len(set(games)) < len(games))


def read_allowed(path):
    allowed = {'lines': set(), 'functions': set(), 'name': set()}
    with open(path, encoding='utf-8') as listing:
        for number, line in enumerate(listing, 1):
            line = line.split('#', 1)[0].strip()
            if not line:
                continue
            kind, _, what = line.partition(' ')
            if kind not in allowed or not what.strip():
                raise SystemExit(f'{path}:{number}: expected "lines PATH", "functions CLASS" or "name CLASS"')
            allowed[kind].add(what.strip())
    return allowed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--source', required=True, help='the repository root')
    parser.add_argument('--allowed', required=True, help="today's offenders, one a line")
    args = parser.parse_args()
    root = os.path.realpath(args.source)
    allowed = read_allowed(args.allowed)
    used = {kind: set() for kind in allowed}
    failures = 0
    classes = {}
    for path in scan(root):
        relative = os.path.relpath(path, root)
        with open(path, encoding='utf-8', errors='replace') as source:
            text = source.read()
        lines = text.count('\n') + (0 if text.endswith('\n') or not text else 1)
        if lines > MAX_LINES:
            if relative in allowed['lines']:
                used['lines'].add(relative)
            else:
                print(f'{relative}:{lines}: {lines} lines, more than {MAX_LINES}: split it by job')
                failures += 1
        clean = strip_comments_and_strings(text)
        for name, offset, body, anonymous, namespace in namespace_scope_classes(clean):
            line = clean.count('\n', 0, offset) + 1
            if not anonymous:
                classes.setdefault(name, []).append((f'{relative}:{line}', game_of(namespace)))
            if not relative.endswith(('.h', '.hpp')):
                continue
            functions = member_functions(body)
            if functions > MAX_FUNCTIONS:
                if name in allowed['functions']:
                    used['functions'].add(name)
                else:
                    print(f'{relative}:{line}: class {name} declares {functions} member functions, more than '
                          f'{MAX_FUNCTIONS}: split it by job')
                    failures += 1
    for name, defined in sorted(classes.items()):
        if not collide(defined):
            continue
        if name in allowed['name']:
            used['name'].add(name)
            continue
        places = [place for place, _ in defined]
        print(f'{places[1]}: class {name} is also defined at {", ".join(p for i, p in enumerate(places) if i != 1)}: '
              'give each its own name')
        failures += 1
    for kind in allowed:
        for stale in sorted(allowed[kind] - used[kind]):
            print(f'{args.allowed}: "{kind} {stale}" is no longer needed: remove it from the list')
    print(f'{len(classes)} classes and the files under {", ".join(SOURCE_FOLDERS)} checked, {failures} failures')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
