"""Run sitegen's engine and solver.py on a layout file, and compare their frames."""
import json
import os
import subprocess

import yaml

import solver

# The sitegen binary under test ($SITEGEN, else `sitegen` on the PATH).
SITEGEN = os.environ.get("SITEGEN", "sitegen")

def run_sitegen(path, widths, items=None, height=900):
    cmd = [SITEGEN, "layout", path, "--widths", ",".join(map(str, widths)), "--format", "json", "--height", str(height)]
    if items is not None:
        cmd += ["--items", str(items)]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        return None, p.stderr.strip()
    return json.loads(p.stdout)["widths"], None

def run_solver(path, widths, items=None, height=900):
    doc = yaml.safe_load(open(path))
    out = {}
    for w in widths:
        try:
            out[str(w)] = solver.solve_layout(doc, w, height, items)
        except Exception as e:  # noqa
            return None, "%s: %s" % (type(e).__name__, e)
    return out, None

def diff_frames(a, b, tol=0.01):
    """a, b: lists of frames. Returns list of (id, fa, fb)."""
    da = {f["id"]: f for f in a}
    db = {f["id"]: f for f in b}
    out = []
    for i in list(da) + [i for i in db if i not in da]:
        fa, fb = da.get(i), db.get(i)
        if fb is None and fa is not None and all(fa[k] == 0 for k in ("x", "y", "width", "height")):
            continue  # sitegen's placeholder for an element that only exists at other breakpoints
        if fa is None or fb is None or any(abs(fa[k] - fb[k]) > tol for k in ("x", "y", "width", "height")):
            out.append((i, fa, fb))
    return out

def r(f):
    return None if f is None else "(%g, %g, %g, %g)" % tuple(round(f[k], 3) for k in ("x", "y", "width", "height"))
