"""Check `sitegen layout --breakpoints` against solver.py's own variant choice, and give
the widths next to every breakpoint (for frame comparisons)."""
import re
import subprocess

import solver
from frames import SITEGEN

def sitegen_breakpoints(path):
    p = subprocess.run([SITEGEN, "layout", path, "--breakpoints"], capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        return None
    out = []
    for line in p.stdout.splitlines():
        m = re.match(r"(\d+)(\.\.<|\.\.\.)(\d*)\s+(.*)", line)
        if not m:
            continue
        lo = int(m.group(1)); hi = int(m.group(3)) if m.group(3) else None
        if hi is not None and m.group(2) == "...":
            hi += 1
        choices = {}
        for part in re.split(r",\s+(?=[\w-]+: )", m.group(4)):
            name, val = part.split(": ", 1)
            vm = re.match(r"variant (\d+)", val)
            choices[name] = int(vm.group(1)) if vm else "default"
        out.append((lo, hi, choices))
    return out

def which(variants, width, reg_min):
    for i, v in enumerate(variants or []):
        if solver.cond_holds(v["when"], width, reg_min):
            return i
    return "default"

def my_choices(doc, width):
    conf0 = doc.get("configuration") or {}
    reg_min = float(conf0.get("regularSizeClassMinWidth", 600))
    out = {}
    if conf0.get("variants"):
        out["configuration"] = which(conf0["variants"], width, reg_min)
    conf = solver.resolve_variant(conf0, conf0.get("variants"), width, reg_min)
    split = conf.get("split")
    sides = None
    if split and float(split.get("leftSideRatio", 0)) > 0 and float(split["leftSideRatio"]) < 1:
        r = float(split["leftSideRatio"]); gap = float(split.get("splitSpacing", 0) or 0)
        lw = (width - gap) * r; sides = {"left": lw, "right": width - gap - lw}
    for s in doc["sections"]:
        cw = sides[s.get("side", "left")] if sides else width
        out[s["name"]] = which(s.get("variants"), cw, reg_min)
    return out

def check(path, doc):
    bps = sitegen_breakpoints(path)
    if bps is None:
        return ["sitegen --breakpoints failed"], []
    problems = []
    if bps[0][0] != 0:
        problems.append("ranges start at %d" % bps[0][0])
    for (a, b, _), (c, d, _) in zip(bps, bps[1:]):
        if b != c:
            problems.append("gap/overlap between %s and %s" % (b, c))
    if bps[-1][1] is not None:
        problems.append("last range closed")
    edges = set()
    for lo, hi, ch in bps:
        top = hi - 1 if hi is not None else lo + 1500
        for w in {max(lo, 100), top, (lo + top) // 2}:
            if w < 100:
                continue
            mine = my_choices(doc, w)
            if mine != ch:
                problems.append("width %d: sitegen %s, solver %s" % (w, ch, mine))
        if lo > 0:
            edges.update((lo - 1, lo, lo + 1))
    return problems, sorted(e for e in edges if 200 <= e <= 4000)
