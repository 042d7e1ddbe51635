#!/usr/bin/env python3
"""Every method of a port (a `pub trait` of a domain crate) says what it returns and when it fails,
in a doc comment above it. Fails, naming each undocumented method."""
import pathlib
import re
import sys

DOMAIN = ["kernel", "identity", "catalog", "cart-rules", "orders", "shops"]
root = pathlib.Path(__file__).resolve().parent.parent
missing, methods = [], 0
for crate in DOMAIN:
    for path in sorted((root / "crates" / crate / "src").rglob("*.rs")):
        lines = path.read_text().split("\n")
        depth, in_trait = 0, False
        for i, line in enumerate(lines):
            if re.match(r"\s*pub trait \w+", line):
                in_trait, depth = True, 0
            if not in_trait:
                continue
            depth += line.count("{") - line.count("}")
            found = re.match(r"\s+(?:async )?fn (\w+)", line)
            if found:
                methods += 1
                above = i - 1
                while above >= 0 and lines[above].strip().startswith("#["):
                    above -= 1
                if not lines[above].strip().startswith("///"):
                    missing.append(f"{path.relative_to(root)}:{i + 1}: {found.group(1)}")
            if depth <= 0 and "}" in line:
                in_trait = False
if methods == 0:
    sys.exit("error: no port methods found; the pattern is broken")
if missing:
    print("error: port methods without a doc comment:", *missing, sep="\n  ", file=sys.stderr)
    sys.exit(1)
print(f"ok: all {methods} port methods are documented")
