#!/usr/bin/env python3
"""Stems words with Pagefind itself: the oracle for sitegen's English stemmer.

Reads words (one a line) from the files named, or from standard input, puts them on pages of
an English site, runs Pagefind (`python3 -m pagefind_bin`), and reads back which indexed word
holds each word's position: that indexed word is Pagefind's stem of the word (after Pagefind's
own clean-up: lowercasing, dropping non-alphanumerics, folding diacritics).

Prints `word<TAB>stem` lines in the order read. Words that are not one Pagefind word
(empty, or with characters that are not alphanumeric) are refused.

    python3 Tests/SitegenSearchIndexTests/Scripts/stem-oracle.py words.txt > stems.tsv
"""

import argparse
import glob
import gzip
import os
import subprocess
import sys
import tempfile

WORDS_PER_PAGE = 2000


def cbor_decode(data):
    """Decodes the one CBOR item in `data` (definite lengths, major types 0 to 5 only)."""

    def item(at):
        initial = data[at]
        major, info = initial >> 5, initial & 0x1F
        at += 1
        if info < 24:
            argument = info
        elif info in (24, 25, 26, 27):
            size = 1 << (info - 24)
            argument = int.from_bytes(data[at : at + size], "big")
            at += size
        else:
            raise ValueError(f"unsupported CBOR initial byte {initial:#x} at {at - 1}")
        if major == 0:
            return argument, at
        if major == 1:
            return -1 - argument, at
        if major == 2:
            return bytes(data[at : at + argument]), at + argument
        if major == 3:
            return data[at : at + argument].decode("utf-8"), at + argument
        if major == 4:
            items = []
            for _ in range(argument):
                value, at = item(at)
                items.append(value)
            return items, at
        if major == 5:
            entries = {}
            for _ in range(argument):
                key, at = item(at)
                value, at = item(at)
                entries[key] = value
            return entries, at
        raise ValueError(f"unsupported CBOR major type {major}")

    value, end = item(0)
    if end != len(data):
        raise ValueError("trailing bytes after the CBOR item")
    return value


def pagefind_file(path):
    """A Pagefind file's CBOR value: gzip, then the `pagefind_dcd` signature, then CBOR."""
    data = gzip.decompress(open(path, "rb").read())
    signature = b"pagefind_dcd"
    if not data.startswith(signature):
        raise ValueError(f"{path} has no Pagefind signature")
    return cbor_decode(data[len(signature) :])


def positions(locations):
    """Word positions from locations: each a delta from the one before, except that a negative
    number (a weight change) is followed by an absolute position."""
    found = []
    position = 0
    absolute = False
    for number in locations:
        if number < 0:
            absolute = True
            continue
        position = number if absolute else position + number
        absolute = False
        found.append(position)
    return found


def stem_page(words):
    """Pagefind's stem of each word, run as one page of one site."""
    with tempfile.TemporaryDirectory() as folder:
        site = os.path.join(folder, "site")
        out = os.path.join(folder, "out")
        os.mkdir(site)
        with open(os.path.join(site, "index.html"), "w", encoding="utf-8") as page:
            page.write('<!doctype html><html lang="en"><head><title>x</title></head><body><p>')
            # The last word of a block is split like a compound ("ab3k" also gives "ab"), so a
            # word that is not asked about closes the paragraph.
            page.write(" ".join(words + ["end"]))
            page.write("</p></body></html>")
        subprocess.run(
            [sys.executable, "-m", "pagefind_bin", "--site", site, "--output-path", out, "--quiet"],
            check=True,
        )
        stems = [None] * len(words)
        for path in glob.glob(os.path.join(out, "index", "*.pf_index")):
            for entry in pagefind_file(path)[0]:
                stem, pages = entry[0], entry[1]
                # A word whose diacritics Pagefind folded is a variant of its folded stem.
                variants = entry[2] if len(entry) > 2 else []
                for page_list in [pages] + [variant[1] for variant in variants]:
                    page_number = 0
                    for page in page_list:
                        page_number += page[0]
                        if page_number != 0:
                            raise ValueError("more than one page indexed")
                        for position in positions(page[1]):
                            if position == len(words):
                                continue
                            if position > len(words):
                                raise ValueError(f"position {position} past the last word")
                            if stems[position] is not None:
                                raise ValueError(
                                    f"position {position} ({words[position]!r}) indexed as both "
                                    f"{stems[position]!r} and {stem!r}"
                                )
                            stems[position] = stem
        missing = [words[i] for i, stem in enumerate(stems) if stem is None]
        if missing:
            raise ValueError(f"words not indexed: {missing[:10]}")
        return stems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", help="word lists (standard input when none)")
    arguments = parser.parse_args()
    lines = []
    if arguments.files:
        for name in arguments.files:
            with open(name, encoding="utf-8") as file:
                lines.extend(file.read().split("\n"))
    else:
        lines = sys.stdin.read().split("\n")
    words = [line.strip() for line in lines if line.strip()]
    refused = [word for word in words if not word.isalnum() or word != word.lower()]
    if refused:
        sys.exit(f"not lowercase alphanumeric words: {refused[:10]}")
    for start in range(0, len(words), WORDS_PER_PAGE):
        chunk = words[start : start + WORDS_PER_PAGE]
        for word, stem in zip(chunk, stem_page(chunk)):
            print(f"{word}\t{stem}")


if __name__ == "__main__":
    main()
