#!/usr/bin/env python3
"""sitegen benchmark: sitegen against Hugo on the shared corpus, with the floor.

For each size it generates the corpus with ../shared/bench/gen-corpus.py (seed 42) on tmpfs,
adds a site.yml, then alternates full builds of sitegen (the given binary, normally the release
build) and Hugo (../shared/bench/hugo-site/build-hugo.sh), deleting both outputs and syncing
before every timed run (outside the timing). Each run is one process timed with os.wait4:
wall time and peak RSS. The floor is cmark-gfm over all bodies in two processes in parallel plus
writing sitegen's output bytes from memory. Prints a table and one closing line per size.

  python3 bench/run-bench.py --sitegen .build/release/sitegen --sizes 1000,10000 --runs 3
"""
import argparse, os, shutil, statistics, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.normpath(os.path.join(HERE, "..", "..", "shared", "bench"))
SITE_YML = 'title: "Benchmark"\nbaseURL: "https://example.org/"\nrequireThumbnails: false\n'


def timed(cmd, env=None):
    """Runs a command; returns (wall seconds, peak RSS in MB of the process and its children)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"bench: {' '.join(cmd)} failed ({code}):\n{err[-2000:]}")
    return wall, usage.ru_maxrss / 1024


def fresh(*paths):
    for path in paths:
        shutil.rmtree(path, ignore_errors=True)
        shutil.rmtree(path + ".hugo-cache", ignore_errors=True)
    subprocess.run(["sync"], check=False)


def corpus(root, size):
    folder = os.path.join(root, f"corpus-{size}")
    if not os.path.isdir(os.path.join(folder, "Content", "episodes")):
        subprocess.run([sys.executable, os.path.join(SHARED, "gen-corpus.py"), "--episodes", str(size),
                        "--seed", "42", "--out", folder, "--force"], check=True, stdout=subprocess.DEVNULL)
    with open(os.path.join(folder, "Content", "site.yml"), "w") as handle:
        handle.write(SITE_YML)
    return folder


def count_pages(folder):
    return sum(1 for _, _, files in os.walk(folder) for name in files if name.endswith(".html"))


def bodies(folder):
    """Every episode body (front matter stripped), in file order."""
    out = []
    episodes = os.path.join(folder, "Content", "episodes")
    for name in sorted(os.listdir(episodes)):
        with open(os.path.join(episodes, name), encoding="utf-8") as handle:
            text = handle.read()
        if text.startswith("---\n"):
            end = text.find("\n---\n", 4)
            text = text[end + 5:] if end >= 0 else text
        out.append(text)
    return out


def floor(folder, work, site_output):
    """cmark-gfm over all bodies in two parallel processes, plus writing the site's bytes."""
    texts = bodies(folder)
    halves = [texts[: len(texts) // 2], texts[len(texts) // 2:]]
    paths = []
    for index, half in enumerate(halves):
        path = os.path.join(work, f"bodies-{index}.md")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n\n".join(half))
        paths.append(path)
    ext = ["-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e", "tasklist"]
    start = time.perf_counter()
    procs = [subprocess.Popen(["cmark-gfm", *ext, path], stdout=subprocess.DEVNULL) for path in paths]
    for proc in procs:
        proc.wait()
    parse = time.perf_counter() - start
    files = []
    for base, _, names in os.walk(site_output):
        for name in names:
            path = os.path.join(base, name)
            with open(path, "rb") as handle:
                files.append((os.path.relpath(path, site_output), handle.read()))
    target = os.path.join(work, "write-floor")
    fresh(target)
    start = time.perf_counter()
    for relative, data in files:
        path = os.path.join(target, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(data)
    write = time.perf_counter() - start
    shutil.rmtree(target, ignore_errors=True)
    return parse + write, parse, write, sum(len(data) for _, data in files)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sitegen", default=".build/release/sitegen")
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--work", default="/dev/shm/sitegen-bench" if os.path.isdir("/dev/shm") else "/tmp/sitegen-bench")
    parser.add_argument("--no-hugo", action="store_true", help="time sitegen and the floor only")
    args = parser.parse_args()
    sitegen = os.path.abspath(args.sitegen)
    if not os.access(sitegen, os.X_OK):
        sys.exit(f"bench: no sitegen binary at {sitegen} (build it: swift build -c release)")
    os.makedirs(args.work, exist_ok=True)
    closing = []
    print(f"{'episodes':>8}  {'tool':<8} {'wall min':>9} {'wall med':>9} {'peak RSS':>10} {'pages':>7}")
    for size in [int(text) for text in args.sizes.split(",") if text]:
        folder = corpus(args.work, size)
        outputs = {"sitegen": os.path.join(args.work, f"out-sitegen-{size}"), "hugo": os.path.join(args.work, f"out-hugo-{size}")}
        tools = {
            "sitegen": [sitegen, "build", "--source", folder, "--output", outputs["sitegen"]],
            "hugo": [os.path.join(SHARED, "hugo-site", "build-hugo.sh"), folder, outputs["hugo"]],
        }
        if args.no_hugo:
            del tools["hugo"]
        results = {name: [] for name in tools}
        for _ in range(args.runs):
            for name, cmd in tools.items():
                fresh(outputs[name])
                results[name].append(timed(cmd))
        rows = {}
        for name, runs in results.items():
            walls = [wall for wall, _ in runs]
            rss = max(peak for _, peak in runs)
            pages = count_pages(outputs[name])
            rows[name] = (min(walls), statistics.median(walls), rss, pages)
            print(f"{size:>8}  {name:<8} {min(walls):>8.2f}s {statistics.median(walls):>8.2f}s {rss:>8.0f}MB {pages:>7}")
        total, parse, write, size_bytes = floor(folder, args.work, outputs["sitegen"])
        print(f"{size:>8}  {'floor':<8} {total:>8.2f}s {'':>9} {'':>10} {'':>7}  (cmark-gfm x2 {parse:.2f}s + write {size_bytes / 1e6:.0f} MB {write:.2f}s)")
        line = f"{size} episodes: sitegen {rows['sitegen'][1]:.2f} s"
        if "hugo" in rows:
            line += f", hugo {rows['hugo'][1]:.2f} s, ratio {rows['sitegen'][1] / rows['hugo'][1]:.2f}"
            line += f", RSS ratio {rows['sitegen'][2] / rows['hugo'][2]:.2f}"
        line += f", floor {total:.2f} s"
        closing.append(line)
        shutil.rmtree(outputs["sitegen"], ignore_errors=True)
        shutil.rmtree(outputs["hugo"], ignore_errors=True)
    print()
    for line in closing:
        print(line)


if __name__ == "__main__":
    main()
