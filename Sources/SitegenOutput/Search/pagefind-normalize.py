"""Makes a Pagefind 1.5 index byte-for-byte the same for the same pages.

    python3 pagefind-normalize.py OUTPUT/pagefind

Pagefind writes its filter files (and so the metadata file naming them, and the entry naming
that) from a hash map, in an order that varies from run to run (Pagefind/pagefind#638). This
sorts each filter's values and page numbers and the metadata's filter list, writes those files
uncompressed (pagefind.js reads a file that starts with its `pagefind_dcd` signature as it is),
names them by a SHA-256 of their bytes and updates the references. Standard library only.
"""

import gzip, hashlib, json, os, sys

SIG = b"pagefind_dcd"


def head(b, i):
    ib = b[i]
    mt, ai, i = ib >> 5, ib & 31, i + 1
    if ai < 24:
        return mt, ai, i
    size = {24: 1, 25: 2, 26: 4, 27: 8}.get(ai)
    if size is None:
        raise ValueError("indefinite lengths are not expected")
    return mt, int.from_bytes(b[i:i + size], "big"), i + size


def dec(b, i):
    start = i
    mt, v, i = head(b, i)
    if mt in (0, 1):
        return ("int", mt, v), i
    if mt in (2, 3):
        return ("str", mt, bytes(b[i:i + v])), i + v
    if mt == 4:
        out = []
        for _ in range(v):
            x, i = dec(b, i)
            out.append(x)
        return ("list", out), i
    if mt == 5:
        out = []
        for _ in range(v):
            k, i = dec(b, i)
            x, i = dec(b, i)
            out.append((k, x))
        return ("map", out), i
    if mt == 6:
        x, i = dec(b, i)
        return ("tag", v, x), i
    # simple values and floats: kept as their bytes
    return ("raw", bytes(b[start:i])), i


def num(mt, v):
    if v < 24:
        return bytes([mt << 5 | v])
    for ai, size in ((24, 1), (25, 2), (26, 4), (27, 8)):
        if v < 1 << (8 * size):
            return bytes([mt << 5 | ai]) + v.to_bytes(size, "big")


def enc(x):
    kind = x[0]
    if kind == "int":
        return num(x[1], x[2])
    if kind == "str":
        return num(x[1], len(x[2])) + x[2]
    if kind == "list":
        return num(4, len(x[1])) + b"".join(enc(y) for y in x[1])
    if kind == "map":
        return num(5, len(x[1])) + b"".join(enc(k) + enc(v) for k, v in x[1])
    if kind == "tag":
        return num(6, x[1]) + enc(x[2])
    return x[1]


def read(path):
    data = open(path, "rb").read()
    if not data.startswith(SIG):
        data = gzip.decompress(data)
    assert data.startswith(SIG), path
    value, end = dec(data, len(SIG))
    return value


def key(x):
    return enc(x)


def main(folder):
    renamed = {}
    filters = os.path.join(folder, "filter")
    for name in sorted(os.listdir(filters)) if os.path.isdir(filters) else []:
        path = os.path.join(filters, name)
        value = read(path)
        # [filter name, [[value, [page numbers]], ...]] in a hash map's order: sort both.
        entries = value[1][1][1]
        for entry in entries:
            if entry[0] == "list" and len(entry[1]) == 2 and entry[1][1][0] == "list":
                entry[1][1][1].sort(key=key)
        entries.sort(key=key)
        data = SIG + enc(value)
        stem = name[: -len(".pf_filter")]
        language = stem.rsplit("_", 1)[0]
        new = f"{language}_{hashlib.sha256(data).hexdigest()[:7]}"
        os.remove(path)
        with open(os.path.join(filters, new + ".pf_filter"), "wb") as out:
            out.write(data)
        renamed[stem.encode()] = new.encode()
    entry_path = os.path.join(folder, "pagefind-entry.json")
    entry = json.load(open(entry_path, encoding="utf-8"))
    for language, info in entry["languages"].items():
        meta_path = os.path.join(folder, f"pagefind.{info['hash']}.pf_meta")
        meta = read(meta_path)

        def walk(x):
            if x[0] == "str" and x[2] in renamed:
                return ("str", x[1], renamed[x[2]])
            if x[0] == "list":
                items = [walk(y) for y in x[1]]
                if items and all(y[0] == "list" and len(y[1]) == 2 and y[1][1][0] == "str"
                                 and y[1][1][2] in renamed.values() for y in items):
                    items.sort(key=key)
                return ("list", items)
            if x[0] == "map":
                return ("map", [(walk(k), walk(v)) for k, v in x[1]])
            return x

        data = SIG + enc(walk(meta))
        new = f"{language}_{hashlib.sha256(data).hexdigest()[:15]}"
        os.remove(meta_path)
        with open(os.path.join(folder, f"pagefind.{new}.pf_meta"), "wb") as out:
            out.write(data)
        info["hash"] = new
    with open(entry_path, "w", encoding="utf-8") as out:
        json.dump(entry, out, ensure_ascii=False, separators=(",", ":"))


main(sys.argv[1])
