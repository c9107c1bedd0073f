#!/usr/bin/env python3
"""The structure checks' own tests: each rule is broken in a scratch tree and must be reported; the clean tree
passes. Run: python3 tools/lint/test_structure.py (make lint runs it)."""

import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

SCRIPT = Path(__file__).with_name("structure.py")


def run(root: Path, check: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), check], capture_output=True, text=True, env={"ZAR_STRUCTURE_ROOT": str(root), "PATH": "/usr/bin:/bin"})


def tree(files: dict) -> Path:
    root = Path(tempfile.mkdtemp(prefix="zar-structure-"))
    for path, text in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
    return root


CLEAN = {
    "crates/demo/src/lib.rs": "pub mod a;\npub mod b;\npub mod parent;\npub use a::Thing;\npub struct Error;\n",
    "crates/demo/src/a.rs": "use crate::b::helper;\npub struct Thing;\npub fn run() { helper() }\n",
    "crates/demo/src/b.rs": "// crate::a::Thing is named only in a comment\npub fn helper() { let _ = \"crate::a::run\"; }\n",
    "crates/demo/src/parent/mod.rs": "mod child;\npub use child::Child;\npub struct Shared;\n",
    "crates/demo/src/parent/child.rs": "use super::Shared;\nuse crate::Error;\npub struct Child(Shared);\n",
    "crates/domain/src/clock.rs": "pub fn now() -> i64 { chrono::Utc::now().timestamp() }\n",
    "crates/demo/src/time.rs": "pub fn f(now: i64) -> i64 { now }\n#[cfg(test)]\nmod tests {\n    fn t() { let _ = chrono::Utc::now(); }\n}\n",
    "web/src/lib/language.ts": "export const LANGUAGES = ['tr', 'en'];\n",
    "web/src/lib/i18n.ts": "import { LANGUAGES } from './language';\nexport const first = LANGUAGES[0];\n",
    "web/src/lib/address.ts": "import { LANGUAGES } from '@/lib/language';\nexport const all = LANGUAGES;\n",
}


class Structure(unittest.TestCase):
    def test_a_clean_tree_passes_every_check(self):
        root = tree(CLEAN)
        for check in ("cycles", "lines", "clock"):
            result = run(root, check)
            self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

    def test_a_rust_circle_between_two_files_fails(self):
        root = tree({**CLEAN, "crates/demo/src/b.rs": "pub fn helper() { crate::a::run() }\n"})
        result = run(root, "cycles")
        self.assertEqual(result.returncode, 1)
        self.assertIn("crates/demo/src/a.rs -> crates/demo/src/b.rs: helper", result.stdout)
        self.assertIn("crates/demo/src/b.rs -> crates/demo/src/a.rs: run", result.stdout)

    def test_a_rust_circle_through_a_use_group_fails(self):
        root = tree({**CLEAN, "crates/demo/src/b.rs": "use crate::{parent::{Shared}, a::{self as other}};\npub fn helper() {}\n",
                     "crates/demo/src/parent/mod.rs": "mod child;\npub use child::Child;\npub struct Shared;\npub fn go() { crate::a::run() }\n"})
        result = run(root, "cycles")
        self.assertEqual(result.returncode, 1, result.stdout)
        self.assertIn("a circle of", result.stdout)

    def test_a_web_circle_fails(self):
        root = tree({**CLEAN, "web/src/lib/language.ts": "import type { all } from '@/lib/address';\nexport const LANGUAGES = ['tr'];\n"})
        result = run(root, "cycles")
        self.assertEqual(result.returncode, 1)
        self.assertIn("web: a circle of 2 files", result.stdout)

    def test_a_file_over_700_lines_fails_unless_generated(self):
        root = tree({**CLEAN, "crates/demo/src/long.rs": "// line\n" * 701, "web/src/lib/api/schema.d.ts": "x;\n" * 900})
        result = run(root, "lines")
        self.assertEqual(result.returncode, 1)
        self.assertIn("crates/demo/src/long.rs: 701 lines", result.stdout)
        self.assertNotIn("schema.d.ts", result.stdout)

    def test_reading_the_wall_clock_outside_the_clock_fails(self):
        root = tree({**CLEAN, "crates/demo/src/time.rs": "pub fn f() -> i64 {\n    chrono::Utc::now().timestamp()\n}\n"})
        result = run(root, "clock")
        self.assertEqual(result.returncode, 1)
        self.assertIn("crates/demo/src/time.rs:2: reads the wall clock (Utc::now)", result.stdout)


if __name__ == "__main__":
    unittest.main(verbosity=1)
