#!/usr/bin/env python3
"""docs/architecture.md lists which workspace crates each workspace crate depends on, in a table
between `<!-- crate-dependencies:begin -->` and `<!-- crate-dependencies:end -->`. This compares
that table with what Cargo says (`cargo metadata --no-deps`) and fails, naming each crate whose
row differs, when they disagree: a crate missing from the table or no longer in the workspace, a
dependency the table lacks or one Cargo no longer has.

Columns: the crate, what it depends on (normal and build dependencies), and what its tests also
use (dev-dependencies that are not already normal ones). Crate names are written in backticks;
a cell without any (`—`) means none."""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "architecture.md"
BEGIN, END = "<!-- crate-dependencies:begin -->", "<!-- crate-dependencies:end -->"


def from_cargo():
    """{crate: (normal and build dependencies, dev-only dependencies)} over workspace crates."""
    out = subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--no-deps"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout
    metadata = json.loads(out)
    members = set(metadata["workspace_members"])
    packages = [p for p in metadata["packages"] if p["id"] in members]
    names = {p["name"] for p in packages}
    crates = {}
    for package in packages:
        normal, dev = set(), set()
        for dep in package["dependencies"]:
            if dep["name"] not in names:
                continue
            (dev if dep["kind"] == "dev" else normal).add(dep["name"])
        crates[package["name"]] = (normal, dev - normal)
    return crates


def from_doc():
    """{crate: (depends on, tests also use)} as the table writes them; exits on a malformed table."""
    text = DOC.read_text()
    if BEGIN not in text or END not in text:
        sys.exit(f"error: {DOC.relative_to(ROOT)} has no table between {BEGIN} and {END}")
    table = text[text.index(BEGIN) + len(BEGIN):text.index(END)]
    crates, problems = {}, []
    for number, line in enumerate(table.strip().splitlines(), start=1):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if number <= 2:  # the header and its separator
            continue
        if len(cells) != 3:
            problems.append(f"row {number - 2} has {len(cells)} cells, not 3: {line.strip()}")
            continue
        named = [re.findall(r"`([^`]+)`", cell) for cell in cells]
        if len(named[0]) != 1:
            problems.append(f"row {number - 2} does not name one crate: {line.strip()}")
            continue
        crate = named[0][0]
        if crate in crates:
            problems.append(f"`{crate}` has two rows")
        crates[crate] = (set(named[1]), set(named[2]))
    if problems:
        sys.exit("\n".join(f"error: {DOC.relative_to(ROOT)}: {p}" for p in problems))
    return crates


def listed(names):
    return ", ".join(f"`{n}`" for n in sorted(names)) or "nothing"


def main():
    cargo, doc = from_cargo(), from_doc()
    where = DOC.relative_to(ROOT)
    errors = []
    for crate in sorted(cargo.keys() - doc.keys()):
        errors.append(f"`{crate}` is a workspace crate but has no row in {where}'s crate table")
    for crate in sorted(doc.keys() - cargo.keys()):
        errors.append(f"`{crate}` has a row in {where}'s crate table but is not a workspace crate")
    for crate in sorted(cargo.keys() & doc.keys()):
        for column, actual, written in zip(("depends on", "tests also use"), cargo[crate], doc[crate]):
            if actual != written:
                errors.append(
                    f"`{crate}`: {where} says it {column} {listed(written)}, but Cargo.toml says "
                    f"{listed(actual)} (missing from the doc: {listed(actual - written)}; "
                    f"not in Cargo.toml: {listed(written - actual)})"
                )
    if errors:
        for error in errors:
            print(f"error: {error}", file=sys.stderr)
        print(f"Update the table in {where} (and its drawing) to match the crates.", file=sys.stderr)
        return 1
    print(f"ok: {where} lists the dependencies of all {len(cargo)} workspace crates as Cargo does")
    return 0


if __name__ == "__main__":
    sys.exit(main())
