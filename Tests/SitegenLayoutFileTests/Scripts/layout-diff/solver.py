#!/usr/bin/env python3
"""Independent solver for sitegen layout files, written from the design notes alone
(shared/DESIGN.md and shared/design/compositional-semantics.md: the rules R1-R22, the split
layout SP1-SP4 and the worked examples E1-E8), without reading the engine's source.

Usage: solver.py FILE.yml --widths 320,375 [--items N] [--height H] [--fill-eps E]
                 [--background r21|design]
Prints {"widths": {"W": [frames...]}} like `sitegen layout --format json`.

Estimated / uniformAcrossSiblings dimensions resolve to their estimate (DESIGN decision 2);
no measuring pass.
"""
import argparse
import json
import math
import re
import sys

import yaml

# ---------------------------------------------------------------- options
OPTS = {
    # Each option names a point where the notes are open or read two ways; the values are the
    # readings sitegen chose (README, "The layout file"), the other reading in the comment.
    "fill_eps": 0.5,          # R7 step 4: epsilon = 0.5/scale [EXT], scale 1 for CSS px
    "background": "design",   # "design" = DESIGN decision 7 (content box); "r21" = incl. boundary items
    "child_container_raw_insets": False,  # spec-literal True: section 2.3 C_child = (B.size, group.contentInsets) unprimed
    "centered_mode": "inset",  # groupPagingCentered leading: ins.l + (EW - G.w)/2
    "boundary_insets": "r19",  # spec-literal "r19": P inset by the item's own leading/trailing insets, size resolved against it
    "count_edges": True,      # spec-literal (R8/R9 formula) False; True = R6 edges also in count modes
    "count_flex": True,       # spec-literal (R9 formula) False; True = R11 also in count modes
}


class LayoutError(Exception):
    pass


# ---------------------------------------------------------------- parsing values
NUM = r"\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*"


def parse_dim(s):
    s = str(s).strip().strip('"')
    m = re.fullmatch(r"(fractionalWidth|fractionalHeight|absolute|estimated)\(" + NUM + r"\)", s)
    if m:
        return (m.group(1), float(m.group(2)))
    m = re.fullmatch(r"uniformAcrossSiblings\((?:\s*estimate\s*:)?" + NUM + r"\)", s)
    if m:
        return ("uniform", float(m.group(1)))
    raise LayoutError("bad dimension %r" % s)


def is_est(d):
    return d[0] in ("estimated", "uniform")


def parse_spacing(v):
    if v is None:
        return ("fixed", 0.0)
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return ("fixed", float(v))
    s = str(v).strip()
    m = re.fullmatch(r"(fixed|flexible)\(" + NUM + r"\)", s)
    if m:
        return (m.group(1), float(m.group(2)))
    raise LayoutError("bad spacing %r" % v)


def parse_insets(v):
    if v is None:
        return dict(top=0.0, leading=0.0, bottom=0.0, trailing=0.0)
    if isinstance(v, (int, float)):
        return dict(top=float(v), leading=float(v), bottom=float(v), trailing=float(v))
    return {k: float(v.get(k, 0) or 0) for k in ("top", "leading", "bottom", "trailing")}


def parse_edges(v):
    v = v or {}
    return {k: parse_spacing(v.get(k, 0)) for k in ("leading", "top", "trailing", "bottom")}


def parse_size(v):
    return (parse_dim(v["width"]), parse_dim(v["height"]))


def parse_node(m):
    """m is a child mapping {item: ...} | {horizontal: ...} | {vertical: ...} | {custom: ...}."""
    (kind, body), = m.items()
    if kind == "item":
        return dict(type="item", size=parse_size(body["size"]), insets=parse_insets(body.get("contentInsets")),
                    edges=parse_edges(body.get("edgeSpacing")))
    return parse_group(m)


def parse_group(m):
    (kind, body), = m.items()
    g = dict(type="group", axis=kind, size=parse_size(body["size"]), insets=parse_insets(body.get("contentInsets")),
             edges=parse_edges(body.get("edgeSpacing")), spacing=parse_spacing(body.get("interItemSpacing")))
    if kind == "custom":
        g["mode"] = "custom"
        g["frames"] = [dict(x=float(f.get("x", 0)), y=float(f.get("y", 0)), w=float(f["width"]), h=float(f["height"]))
                       for f in body["frames"]]
    elif "subitems" in body:
        g["mode"] = "fill"
        g["children"] = [parse_node(c) for c in body["subitems"]]
    elif "subitem" in body:
        g["mode"] = "count"
        g["child"] = parse_node(body["subitem"])
        g["count"] = int(body["count"])
    elif "repeatingSubitem" in body:
        g["mode"] = "repeat"
        g["child"] = parse_node(body["repeatingSubitem"])
        g["count"] = int(body["count"])
    else:
        raise LayoutError("group without children")
    return g


def parse_boundary(b):
    return dict(kind=b["kind"], size=parse_size(b["size"]), alignment=b["alignment"],
                insets=parse_insets(b.get("contentInsets")), pinned=bool(b.get("pinToVisibleBounds")))


def drawn_footer(b, f, y, host_top, vh):
    """R19c mirrored for a footer, at scroll offset 0: a pinned footer whose frame is below the
    viewport's bottom edge is drawn at that edge, but never above its host's top (plus its own
    top inset), as `position: sticky; bottom: 0` does."""
    if not b["pinned"]:
        return f
    x, fy, w, h = f
    return (x, min(fy, max(host_top + (fy - y), vh - h)), w, h)


def parse_range(s):
    """Swift range on integer widths -> (lo, hi) inclusive, hi None for open."""
    s = str(s).strip()
    m = re.fullmatch(r"(\d+)?\s*(\.\.\.|\.\.<)\s*(\d+)?", s)
    if not m:
        raise LayoutError("bad range %r" % s)
    lo = int(m.group(1)) if m.group(1) else 0
    op = m.group(2)
    hi = None
    if m.group(3):
        hi = int(m.group(3)) - (1 if op == "..<" else 0)
    return (lo, hi)


def cond_holds(when, width, reg_min):
    w = math.floor(width + 1e-9)
    if "width" in when:
        lo, hi = parse_range(when["width"])
        if w < lo or (hi is not None and w > hi):
            return False
    if "sizeClass" in when:
        sc = "regular" if w >= reg_min else "compact"
        if sc != when["sizeClass"]:
            return False
    return True


def resolve_variant(base, variants, width, reg_min):
    d = {k: v for k, v in base.items() if k != "variants"}
    for v in variants or []:
        if cond_holds(v["when"], width, reg_min):
            for k, val in v.items():
                if k != "when":
                    d[k] = val
            return d
    return d


# ---------------------------------------------------------------- geometry helpers
def resolve(dim, ew, eh):
    k, v = dim
    if k == "fractionalWidth":
        return v * ew
    if k == "fractionalHeight":
        return v * eh
    return v


def resolve_size(size, ew, eh):
    return (resolve(size[0], ew, eh), resolve(size[1], ew, eh))


def primed(insets, size):
    """R5: contentInsets' zero the left/right on an estimated width, top/bottom on an estimated height."""
    i = dict(insets)
    if is_est(size[0]):
        i["leading"] = i["trailing"] = 0.0
    if is_est(size[1]):
        i["top"] = i["bottom"] = 0.0
    return i


def inset_rect(r, i):
    x, y, w, h = r
    return (x + i["leading"], y + i["top"], w - i["leading"] - i["trailing"], h - i["top"] - i["bottom"])


# ---------------------------------------------------------------- group solving (R7-R13)
def solve_group(g, B):
    """B = slot (x, y, w, h). Returns list of leaf frames in template order."""
    ip = primed(g["insets"], g["size"])
    K = inset_rect(B, ip)
    if OPTS["child_container_raw_insets"]:
        ci = g["insets"]
    else:
        ci = ip
    cew = B[2] - ci["leading"] - ci["trailing"]
    ceh = B[3] - ci["top"] - ci["bottom"]
    if g["mode"] == "custom":
        out = []
        for f in g["frames"]:
            out.append((K[0] + f["x"] * cew, K[1] + f["y"] * ceh, f["w"] * cew, f["h"] * ceh))
        return out
    horiz = g["axis"] == "horizontal"
    L = K[2] if horiz else K[3]
    cross_len = K[3] if horiz else K[2]
    a_min = K[0] if horiz else K[1]
    c_min = K[1] if horiz else K[0]
    skind, s = g["spacing"]
    lead_k, trail_k = ("leading", "trailing") if horiz else ("top", "bottom")
    clead_k, ctrail_k = ("top", "bottom") if horiz else ("leading", "trailing")

    placed = []  # dicts: node, alen, clen, pos (axis, rel), cpos
    if g["mode"] == "fill":
        cursor = 0.0
        cycle_start = 0.0
        j = 0
        m = len(g["children"])
        while True:
            child = g["children"][j % m]
            w, h = resolve_size(child["size"], cew, ceh)
            alen, clen = (w, h) if horiz else (h, w)
            el = child["edges"][lead_k][1]
            et = child["edges"][trail_k][1]
            pos = cursor + el
            if pos + alen + et > L + OPTS["fill_eps"] and placed:
                break
            placed.append(dict(node=child, alen=alen, clen=clen, pos=pos))
            cursor = pos + alen + et + s
            j += 1
            # R7 places a child of no length and goes on cycling; a whole cycle of the children
            # that makes no progress would repeat for ever, so the group ends there [EXT].
            if j % m == 0:
                if cursor <= cycle_start + 1e-9:
                    break
                cycle_start = cursor
            if len(placed) > 5000:
                raise LayoutError("runaway fill")
    else:
        n = g["count"]
        child = g["child"]
        w, h = resolve_size(child["size"], cew, ceh)
        alen, clen = (w, h) if horiz else (h, w)
        if g["mode"] == "count":
            alen = (L - (n - 1) * s) / n
            # R8 [DEC]: the child's axis dimension is replaced by a fraction 1/count, so it is no
            # longer estimated on that axis (its contentInsets apply there).
            child = dict(child)
            fr = ("fractionalWidth", 1.0 / n) if horiz else ("fractionalHeight", 1.0 / n)
            child["size"] = (fr, child["size"][1]) if horiz else (child["size"][0], fr)
        cursor = 0.0
        for i in range(n):
            if OPTS["count_edges"]:  # R6 applied in count modes too
                el = child["edges"][lead_k][1]
                et = child["edges"][trail_k][1]
            else:  # R8/R9 literal: K.min_A + i*(len_A + s)
                el = et = 0.0
            pos = cursor + el
            placed.append(dict(node=child, alen=alen, clen=clen, pos=pos))
            cursor = pos + alen + et + s

    if g["mode"] == "fill" or OPTS["count_flex"]:
            # R11 flexible spacing
            k = len(placed)
            if skind == "flexible" and k > 1:
                F = L - sum(p["alen"] for p in placed) - sum(p["node"]["edges"][lead_k][1] + p["node"]["edges"][trail_k][1] for p in placed) - (k - 1) * s
                extra = max(0.0, F) / (k - 1)  # flexible = at least s
                for i, p in enumerate(placed):
                    p["pos"] += i * extra
            # R11 flexible edges along the axis
            flex = []
            for p in placed:
                for ek in (lead_k, trail_k):
                    if p["node"]["edges"][ek][0] == "flexible":
                        flex.append((p, ek))
            if flex:
                fixed_edges = sum(p["node"]["edges"][ek][1] for p in placed for ek in (lead_k, trail_k)
                                  if p["node"]["edges"][ek][0] == "fixed")
                left = L - sum(p["alen"] for p in placed) - fixed_edges - (k - 1) * s
                share = left / len(flex)
                cursor = 0.0
                for p in placed:
                    e = p["node"]["edges"]
                    el = max(e[lead_k][1], share) if e[lead_k][0] == "flexible" else e[lead_k][1]
                    et = max(e[trail_k][1], share) if e[trail_k][0] == "flexible" else e[trail_k][1]
                    p["pos"] = cursor + el
                    cursor = p["pos"] + p["alen"] + et + s

    out = []
    for p in placed:
        e = p["node"]["edges"]
        # R10 cross placement, R11 across the axis
        cl, ct = e[clead_k], e[ctrail_k]
        nflex = (cl[0] == "flexible") + (ct[0] == "flexible")
        if nflex:
            left = cross_len - p["clen"] - (cl[1] if cl[0] == "fixed" else 0) - (ct[1] if ct[0] == "fixed" else 0)
            share = left / nflex
            cpos = max(cl[1], share) if cl[0] == "flexible" else cl[1]
        else:
            cpos = cl[1]
        if horiz:
            slot = (a_min + p["pos"], c_min + cpos, p["alen"], p["clen"])
        else:
            slot = (c_min + cpos, a_min + p["pos"], p["clen"], p["alen"])
        node = p["node"]
        if node["type"] == "item":
            out.append(inset_rect(slot, primed(node["insets"], node["size"])))
        else:
            out.extend(solve_group(node, slot))
    return out


# ---------------------------------------------------------------- sections
def name_ids(prefix, kinds):
    seen = {}
    ids = []
    for k in kinds:
        c = seen.get(k, 0)
        ids.append("%s-%s" % (prefix, k) if c == 0 else "%s-%s-%d" % (prefix, k, c))
        seen[k] = c + 1
    return ids


AX = {"top": 0.5, "topLeading": 0.0, "topTrailing": 1.0, "bottom": 0.5, "bottomLeading": 0.0, "bottomTrailing": 1.0}


def place_boundary(b, px, pw, y):
    """R19 horizontally (P inset by the item's own leading/trailing insets), R19b vertically."""
    ins = primed(b["insets"], b["size"])
    if OPTS["boundary_insets"] == "item":  # sitegen: slot resolved against P, frame = slot inset (like an item)
        w, h = resolve_size(b["size"], pw, 0.0)
        x = px + (pw - w) * AX[b["alignment"]]
        return inset_rect((x, y, w, h), ins), h
    ppx = px + ins["leading"]
    ppw = pw - ins["leading"] - ins["trailing"]
    w, h = resolve_size(b["size"], ppw, 0.0)
    x = ppx + (ppw - w) * AX[b["alignment"]]
    return (x, y + ins["top"], w, h - ins["top"] - ins["bottom"]), h


def solve_section(k, sec, sx, sy, cw, vh, nitems):
    """Returns (frames list, height)."""
    frames = []
    ins = parse_insets(sec.get("contentInsets"))
    igs = float(sec.get("interGroupSpacing", 0) or 0)
    orth = (sec.get("orthogonalScrollingBehavior") or "none") != "none"
    group = parse_group(sec["group"])
    bis = [parse_boundary(b) for b in sec.get("boundarySupplementaryItems") or []]
    decos = sec.get("decorationItems") or []
    # DESIGN: s<k>-<kind> for a boundary supplementary *or decoration* item; one numbering per kind
    allids = name_ids("s%d" % k, [b["kind"] for b in bis] + [d["kind"] for d in decos])
    bids, dids = allids[:len(bis)], allids[len(bis):]

    ew = cw - ins["leading"] - ins["trailing"]
    eh = vh - ins["top"] - ins["bottom"]
    G = resolve_size(group["size"], ew, eh)
    template = solve_group(group, (0.0, 0.0, G[0], G[1]))
    per = len(template)
    ninst = -(-nitems // per) if nitems > 0 else 0

    px = sx + ins["leading"]
    pw = ew
    y = sy
    bframes = {}
    for b, bid in zip(bis, bids):
        if b["alignment"].startswith("top"):
            f, h = place_boundary(b, px, pw, y)
            bframes[bid] = f
            y += h
    ptop = y
    ctop = ptop + ins["top"]
    items = []
    if orth:
        lead = 0.0
        if sec.get("orthogonalScrollingBehavior") == "groupPagingCentered":
            lead = (ew - G[0]) / 2
        for i in range(nitems):
            g, t = divmod(i, per)
            ox = sx + ins["leading"] + lead + g * (G[0] + igs)
            f = template[t]
            items.append((f[0] + ox, f[1] + ctop, f[2], f[3]))
        content = G[1] if ninst > 0 else 0.0
    else:
        for i in range(nitems):
            g, t = divmod(i, per)
            ox = sx + ins["leading"]
            oy = ctop + g * (G[1] + igs)
            f = template[t]
            items.append((f[0] + ox, f[1] + oy, f[2], f[3]))
        content = ninst * G[1] + max(0, ninst - 1) * igs
    pbottom = ctop + content + ins["bottom"]
    y = pbottom
    for b, bid in zip(bis, bids):
        if b["alignment"].startswith("bottom"):
            f, h = place_boundary(b, px, pw, y)
            bframes[bid] = drawn_footer(b, f, y, sy, vh)
            y += h
    height = y - sy
    frames.append(("s%d" % k, (sx, sy, cw, height)))
    for bid in bids:
        frames.append((bid, bframes[bid]))
    for d, did in zip(decos, dids):
        di = parse_insets(d.get("contentInsets"))
        if OPTS["background"] == "design":
            r = (sx, ptop, cw, pbottom - ptop)
        else:
            r = (sx, sy, cw, height)
        frames.append((did, inset_rect(r, di)))
    for i, f in enumerate(items):
        frames.append(("s%d-i%d" % (k, i), f))
    return frames, height


def solve_layout(doc, width, vh, items_override=None):
    conf0 = doc.get("configuration") or {}
    reg_min = float(conf0.get("regularSizeClassMinWidth", 600))
    conf = resolve_variant(conf0, conf0.get("variants"), width, reg_min)
    iss = float(conf.get("interSectionSpacing", 0) or 0)
    split = conf.get("split")
    frames = [("root", None)]
    lbis = [parse_boundary(b) for b in conf.get("boundarySupplementaryItems") or []]
    lids = name_ids("layout", [b["kind"] for b in lbis])
    y = 0.0
    for b, bid in zip(lbis, lids):
        if b["alignment"].startswith("top"):
            f, h = place_boundary(b, 0.0, width, y)
            frames.append((bid, f))
            y += h
    top = y
    sections = doc["sections"]
    if split and float(split.get("leftSideRatio", 0)) > 0:
        r = float(split["leftSideRatio"])
        gap = 0.0 if r in (0.0, 1.0) else float(split.get("splitSpacing", 0) or 0)
        total = width - gap
        lw = total * r
        rw = total - lw
        sides = {"left": (0.0, lw), "right": (lw + gap, rw)}
    else:
        sides = None
    cursors = {"left": top, "right": top}
    started = {"left": False, "right": False}
    for k, s0 in enumerate(sections):
        side = s0.get("side", "left") if sides else "left"
        if sides:
            sx, cw = sides[side]
        else:
            sx, cw = 0.0, width
        sec = resolve_variant(s0, s0.get("variants"), cw, reg_min)
        if "group" not in sec:
            raise LayoutError("no group for section %d at width %s" % (k, cw))
        n = items_override if items_override is not None else int(s0.get("items", 6))
        if started[side]:
            cursors[side] += iss
        fr, h = solve_section(k, sec, sx, cursors[side], cw, vh, n)
        frames.extend(fr)
        cursors[side] += h
        started[side] = True
    y = max(cursors.values())
    for b, bid in zip(lbis, lids):
        if b["alignment"].startswith("bottom"):
            f, h = place_boundary(b, 0.0, width, y)
            frames.append((bid, drawn_footer(b, f, y, 0.0, vh)))
            y += h
    frames[0] = ("root", (0.0, 0.0, float(width), y))
    return [dict(id=i, x=f[0], y=f[1], width=f[2], height=f[3]) for i, f in frames]


def fmt(v):
    v = round(v, 6)
    return int(v) if v == int(v) else v


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--widths", required=True)
    ap.add_argument("--items", type=int)
    ap.add_argument("--height", type=float, default=900.0)
    ap.add_argument("--fill-eps", type=float)
    ap.add_argument("--background", choices=["design", "r21"])
    ap.add_argument("--literal", action="store_true",
                    help="spec-literal choices instead of the sitegen-emulating defaults (see OPTS)")
    a = ap.parse_args(argv)
    if a.literal:
        OPTS.update(fill_eps=0.5, child_container_raw_insets=True, boundary_insets="r19",
                    count_edges=False, count_flex=False)
    if a.fill_eps is not None:
        OPTS["fill_eps"] = a.fill_eps
    if a.background:
        OPTS["background"] = a.background
    with open(a.file) as fh:
        doc = yaml.safe_load(fh)
    out = {}
    for w in a.widths.split(","):
        w = int(w)
        fr = solve_layout(doc, w, a.height, a.items)
        out[str(w)] = [{k: (fmt(v) if k != "id" else v) for k, v in f.items()} for f in fr]
    print(json.dumps({"widths": out}, indent=1))


if __name__ == "__main__":
    main()
