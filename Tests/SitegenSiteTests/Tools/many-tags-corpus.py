#!/usr/bin/env python3
"""Write bench/gen-corpus.py's catalogue with many tags: about 7.5 tags of its own per episode.

    many-tags-corpus.py --episodes 2000 --out DIR [--no-search]

The corpus is gen-corpus.py's (seed 42: 40 series, real-length bodies, 1-4 tags each from a
vocabulary of a few dozen); each episode then gets 7 or 8 more tags that no other episode has
(`<vocabulary word> <number>-<k>`), as a network's back catalogue tagged by guest, product and
topic has. 2,000 episodes make about 15,000 distinct tags: the scale of issue 52, where the search
page laid out every tag as a Pagefind filter. A site.yml is written (search on, the default,
unless --no-search). Everything is deterministic: the same arguments give the same bytes.
Prints {"episodes": N, "tags": the distinct tags written, drafts' too} as JSON.
"""
import argparse, json, os, re, subprocess, sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
WORDS = ["Swift", "Xcode", "Concurrency", "Guest", "Release", "Package", "Server", "Vapor", "Combine",
         "Testing", "Macro", "Actor", "Layout", "Animation", "Widget", "Keynote", "Café", "Ünïcode"]
SITE_YML = ('title: "Many Tags"\ndescription: "A generated show with a tag per topic."\n'
            'baseURL: "https://example.org/"\nrequireThumbnails: false\n'
            'podcast: {author: Bench, owner: {name: Bench, email: bench@example.org}, category: Technology, '
            'explicit: false, image: images/artwork.png}\n')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--episodes", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--no-search", action="store_true")
    args = ap.parse_args()
    subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen-corpus.py"), "--episodes", str(args.episodes),
                    "--seed", "42", "--out", args.out, "--force"], check=True, stdout=subprocess.DEVNULL)
    folder = os.path.join(args.out, "Content", "episodes")
    distinct = set()
    for index, name in enumerate(sorted(os.listdir(folder))):
        path = os.path.join(folder, name)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        # The front matter's block list under `tags:` (gen-corpus.py writes `  - tag` lines).
        match = re.search(r"^tags:\n((?:  - .*\n)+)", text, re.M)
        if not match:
            sys.exit(f"many-tags-corpus: no tags in {name}")
        shared = [line[4:] for line in match.group(1).splitlines()]
        own = [f"{WORDS[(index + k) % len(WORDS)]} {index}-{k}" for k in range(7 + index % 2)]
        tags = shared + own
        distinct.update(tag.lower() for tag in tags)
        block = "".join(f'  - "{tag}"\n' for tag in tags)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text[:match.start(1)] + block + text[match.end(1):])
    with open(os.path.join(args.out, "Content", "site.yml"), "w", encoding="utf-8") as handle:
        handle.write(SITE_YML + ("search: false\n" if args.no_search else ""))
    json.dump({"episodes": args.episodes, "tags": len(distinct)}, sys.stdout)


if __name__ == "__main__":
    main()
