#!/usr/bin/env python3
"""Makes a fixture of Pagefind's own index for `PagefindOracleTests`: copies HTML pages into
Fixtures/pagefind-oracle/CASE/site/ (keeping their paths) and runs Pagefind over them, keeping
its index files (not its scripts) in Fixtures/pagefind-oracle/CASE/pagefind/.

  python3 Tests/SitegenSearchIndexTests/Scripts/pagefind-oracle.py CASE ROOT PATH...

ROOT is a built site, each PATH an HTML file below it. With no PATH, CASE/site/ is indexed as it
is (for hand-written pages).
"""
import os, shutil, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
case = os.path.join(here, "..", "Fixtures", "pagefind-oracle", sys.argv[1])
site = os.path.join(case, "site")
if len(sys.argv) > 3:
    shutil.rmtree(site, ignore_errors=True)
    for path in sys.argv[3:]:
        target = os.path.join(site, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(os.path.join(sys.argv[2], path), target)
out = os.path.join(case, "pagefind")
shutil.rmtree(out, ignore_errors=True)
with tempfile.TemporaryDirectory() as scratch:
    subprocess.run([sys.executable, "-m", "pagefind_bin", "--site", site, "--output-path", scratch, "--quiet"],
                   check=True)
    for name in os.listdir(scratch):
        if name in ("fragment", "index", "filter") or name.endswith(".pf_meta") or name == "pagefind-entry.json":
            source = os.path.join(scratch, name)
            (shutil.copytree if os.path.isdir(source) else shutil.copyfile)(source, os.path.join(out, name))
