#!/usr/bin/env python3
"""Parse a site's podcast feeds and episode pages with the parsers real clients use, and print
what they read as JSON (the tests compare it with the front matter).

    media-parsers.py feed FEED.xml
        {"podcastparser": <podcastparser.parse()>, "podcastparser_ns": <the same, see below>,
         "feedparser": <feedparser.parse()>, each entry with its "enclosures">
    media-parsers.py pages OUTPUT_FOLDER BASE_URL PATH...
        {PATH: <extruct.extract(json-ld, opengraph)>, ...}, each page read with BASE_URL + PATH as
        its URL

podcastparser is gPodder's parser; feedparser and extruct are the common Python ones. All three
come from PyPI (`make deps` installs them).

podcastparser (0.6.11) knows the Podcasting 2.0 namespace only by its old GitHub address, not by
https://podcastindex.org/namespace/1.0, the one the namespace's documentation gives and sitegen
writes; so it reads no podcast:chapters, podcast:transcript or podcast:person. "podcastparser_ns"
is its reading with that address added to its namespace table, as a newer release would read it.
"""

import json
import sys
import time


def plain(value):
    """What json cannot write: struct_time as an ISO 8601 text, anything else as its text."""
    if isinstance(value, time.struct_time):
        return time.strftime("%Y-%m-%dT%H:%M:%SZ", value)
    return str(value)


def feed(path):
    import feedparser
    import podcastparser
    with open(path, "rb") as stream:
        parsed = podcastparser.parse("file://" + path, stream)
    podcastparser.Namespace.NAMESPACES["https://podcastindex.org/namespace/1.0"] = "podcast"
    with open(path, "rb") as stream:
        parsed_ns = podcastparser.parse("file://" + path, stream)
    read = feedparser.parse(path)
    # `enclosures` is computed from `links` on access, so a plain copy of an entry lacks it.
    entries = [dict(entry, enclosures=entry["enclosures"]) for entry in read.entries]
    result = {"podcastparser": parsed, "podcastparser_ns": parsed_ns,
              "feedparser": {"bozo": bool(read.bozo), "bozo_exception": str(read.get("bozo_exception", "")),
                             "version": read.version, "feed": read.feed, "entries": entries}}
    json.dump(result, sys.stdout, default=plain)


def pages(folder, base, paths):
    import extruct
    result = {}
    for path in paths:
        with open(f"{folder}/{path}", encoding="utf-8") as page:
            html = page.read()
        url = base + path.removesuffix("index.html")
        result[path] = extruct.extract(html, base_url=url, syntaxes=["json-ld", "opengraph"], uniform=False)
    json.dump(result, sys.stdout, default=plain)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "feed":
        feed(sys.argv[2])
    elif len(sys.argv) >= 4 and sys.argv[1] == "pages":
        pages(sys.argv[2], sys.argv[3], sys.argv[4:])
    else:
        sys.exit(__doc__)
