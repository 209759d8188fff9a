#!/usr/bin/env python3
"""sitegen benchmark: sitegen against Hugo on the generated corpus, with the floor.

Everything it uses is in this folder (bench/): for each size it generates the corpus with
gen-corpus.py (seed 42) in --work (tmpfs by default), adds a site.yml, then alternates full
builds of sitegen (the given binary, normally the release build) and Hugo
(hugo-site/build-hugo.sh), deleting both outputs and syncing before every timed run (outside
the timing). Each run is one process timed with os.wait4: wall time and peak RSS. The floor is
cmark-gfm over all bodies in two processes in parallel plus writing sitegen's output bytes from
memory. Then, unless --no-disk, the disk rows: the same builds of the same corpus (still read
from --work) with both tools writing their output to one folder under --disk-dir, on the real
disk, alternating sitegen and Hugo again; then a second build right after a first ("rebuild"),
and a third after one episode's body was edited ("edit"). Prints a table and closing lines per
size.

With --highlight the tmpfs rows also time sitegen with highlighting off (`highlight: false` in
the site.yml of a hard-linked copy of the corpus: "sitegen plain") and Hugo with its Chroma
highlighting on (HUGO_HIGHLIGHT=1: "hugo chroma"), and a closing line compares them: sitegen
(highlighting on, its default) over sitegen plain, and over hugo chroma. Every sitegen build
runs with its cache folder (--image-cache) deleted, as Hugo's is: cold. With --highlight one row
keeps it ("sitegen warm": the Swift blocks' tokens from an earlier, untimed build, as every build
after a site's first has them), and a second closing line compares it with sitegen plain.

  python3 bench/run-bench.py --sitegen .build/release/sitegen --sizes 1000,10000 --runs 3
  python3 bench/run-bench.py --sitegen .build/release/sitegen --sizes 10000 --runs 1 --no-disk --highlight
"""
import argparse, os, re, shutil, statistics, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
GEN_CORPUS = os.path.join(HERE, "gen-corpus.py")
BUILD_HUGO = os.path.join(HERE, "hugo-site", "build-hugo.sh")
# The repository's .build/ (ignored by git): on the disk the clone is on, and one per clone.
DEFAULT_DISK_DIR = os.path.join(os.path.dirname(HERE), ".build", "bench-disk")
SITE_YML = (
    'title: "Benchmark"\ndescription: "A generated show."\nbaseURL: "https://example.org/"\nrequireThumbnails: false\n'
    'podcast: {author: Bench, owner: {name: Bench, email: bench@example.org}, category: Technology, '
    'explicit: false, image: images/artwork.png}\n'
    # Search (Pagefind) is on by default; the main rows time the build without it, --search adds
    # rows with it (sitegen's own, and Hugo followed by Pagefind).
    'search: false\n')


def timed(cmd, env=None):
    """Runs a command; returns (wall seconds, peak RSS in MB of the process and its children).

    The wall time runs from the start of the process to its exit, so it includes everything the
    builder does itself, its own fsync/sync calls included (sitegen's durability cost is part of
    its time); it does not include the kernel writing back pages the builder left dirty when it
    exits without syncing (see sync_after)."""
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


def remove(*paths, keep_cache=False):
    """Deletes output folders and Hugo's and sitegen's cache folders beside each (unless
    `keep_cache`: the warm row)."""
    for path in paths:
        shutil.rmtree(path, ignore_errors=True)
        if not keep_cache:
            shutil.rmtree(path + ".hugo-cache", ignore_errors=True)
            shutil.rmtree(path + ".sitegen-cache", ignore_errors=True)


def fresh(*paths, keep_cache=False):
    """Deletes output folders (and their caches, so that every build is cold, but for the warm
    row), then writes back every dirty page (`sync`): before a timed run."""
    remove(*paths, keep_cache=keep_cache)
    subprocess.run(["sync"], check=False)


def sync_after():
    """Times one `sync` right after a build: the write-back the build left to the kernel (on a
    disk, what a build that does not fsync has not paid yet). Not part of the build's time."""
    start = time.perf_counter()
    subprocess.run(["sync"], check=False)
    return time.perf_counter() - start


def file_system(path):
    """(type, source) of the file system that holds path, from /proc/self/mounts."""
    real = os.path.realpath(path)
    best = ("", "?", "?")
    try:
        with open("/proc/self/mounts", encoding="utf-8", errors="replace") as handle:
            for line in handle:
                fields = line.split()
                if len(fields) < 3:
                    continue
                source, point, kind = (re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), field)
                                       for field in fields[:3])
                if (real == point or real.startswith(point.rstrip("/") + "/")) and len(point) >= len(best[0]):
                    best = (point, kind, source)
    except OSError:
        pass
    return best[1], best[2]


def corpus(root, size):
    folder = os.path.join(root, f"corpus-{size}")
    if not os.path.isdir(os.path.join(folder, "Content", "people")):
        subprocess.run([sys.executable, GEN_CORPUS, "--episodes", str(size),
                        "--seed", "42", "--out", folder, "--force"], check=True, stdout=subprocess.DEVNULL)
    with open(os.path.join(folder, "Content", "site.yml"), "w") as handle:
        handle.write(SITE_YML)
    return folder


def search_corpus(folder):
    """A copy of the corpus (hard links) whose site.yml turns search on: sitegen runs Pagefind
    after the pages, as it does by default."""
    searched = folder + "-search"
    if not os.path.isdir(os.path.join(searched, "Content", "episodes")):
        shutil.rmtree(searched, ignore_errors=True)
        subprocess.run(["cp", "-al", folder, searched], check=True)
    site_yml = os.path.join(searched, "Content", "site.yml")
    os.remove(site_yml)
    with open(site_yml, "w") as handle:
        handle.write(SITE_YML.replace("search: false", "search: true"))
    return searched


def plain_corpus(folder):
    """A copy of the corpus (hard links, so nothing is copied on tmpfs) whose site.yml turns
    highlighting off: the same episodes built by the same binary without highlighting."""
    plain = folder + "-plain"
    if not os.path.isdir(os.path.join(plain, "Content", "episodes")):
        shutil.rmtree(plain, ignore_errors=True)
        subprocess.run(["cp", "-al", folder, plain], check=True)
    site_yml = os.path.join(plain, "Content", "site.yml")
    os.remove(site_yml)  # a hard link to the corpus's own: replaced, not written through
    with open(site_yml, "w") as handle:
        handle.write(SITE_YML + "highlight: false\n")
    return plain


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


def commands(sitegen, folder, outputs, hugo, highlight=False, search=False):
    """The build of each tool: sitegen's, and Hugo's through hugo-site/build-hugo.sh; with
    `highlight`, also sitegen's with highlighting off and Hugo's with Chroma on. Each is the
    command and its environment (None: this one's)."""
    def build(source, name):
        # The cache folder (pictures, Swift highlighting) beside the output, deleted with it.
        return [sitegen, "build", "--source", source, "--output", outputs[name],
                "--image-cache", outputs[name] + ".sitegen-cache"]

    tools = {"sitegen": (build(folder, "sitegen"), None)}
    if hugo:
        tools["hugo"] = ([BUILD_HUGO, folder, outputs["hugo"]], None)
    if search:
        searched = search_corpus(folder)
        tools["sitegen search"] = (build(searched, "sitegen search"), None)
        if hugo:
            # Hugo, then Pagefind over its output: what a Hugo site with Pagefind search runs.
            script = f'"{BUILD_HUGO}" "$1" "$2" && python3 -m pagefind_bin --site "$2" --quiet'
            tools["hugo pagefind"] = (["/bin/sh", "-c", script, "sh", folder, outputs["hugo pagefind"]], None)
    if highlight:
        plain = plain_corpus(folder)
        tools["sitegen plain"] = (build(plain, "sitegen plain"), None)
        # Highlighting on with the cache of an earlier build kept (its Swift blocks' tokens).
        tools["sitegen warm"] = (build(folder, "sitegen warm"), None)
        if hugo:
            chroma = dict(os.environ, HUGO_HIGHLIGHT="1")
            tools["hugo chroma"] = ([BUILD_HUGO, folder, outputs["hugo chroma"]], chroma)
    return tools


def disk_runs(sitegen, folder, output, runs, hugo):
    """The disk rows: alternates sitegen's and Hugo's builds into one output folder on the disk.
    Before each run the folder (and Hugo's cache beside it) is deleted and `sync` writes back
    every dirty page, outside the timing, so that no run pays for the previous one's writes (or
    deletes). Each run is timed like the tmpfs ones (timed: the build process's wall time, its own
    fsyncs included); after it, untimed for the build, one `sync` is timed on its own
    (sync_after) and the pages are counted."""
    tools = commands(sitegen, folder, {"sitegen": output, "hugo": output}, hugo)
    results = {name: [] for name in tools}
    for _ in range(runs):
        for name, (cmd, env) in tools.items():
            fresh(output)
            wall, rss = timed(cmd, env)
            after = sync_after()
            results[name].append((wall, rss, after, count_pages(output)))
    remove(output)
    return results


def row(size, name, walls, rss, pages, note=""):
    print(f"{size:>8}  {name:<12} {min(walls):>8.2f}s {statistics.median(walls):>8.2f}s {rss:>8.0f}MB {pages:>7}{note}")


def replace_file(path, data):
    """Puts `data` at `path` as a new file (a new inode: the corpus's hard-linked copies keep theirs)."""
    temporary = path + ".bench-new"
    with open(temporary, "wb") as f:
        f.write(data)
    os.replace(temporary, path)


def edited_episode(folder):
    """The episode the `edit` rows change: the first published one from the middle of the list."""
    episodes = os.path.join(folder, "Content", "episodes")
    names = sorted(name for name in os.listdir(episodes) if name.endswith(".md"))
    for name in names[len(names) // 2:] + names:
        path = os.path.join(episodes, name)
        with open(path, "rb") as f:
            if b"\ndraft: true" not in f.read():
                return path
    return None


def disk_rebuild_runs(sitegen, folder, output, runs, hugo):
    """The `disk rebuild` rows: a build into a folder on the disk that the same tool's build has
    just written, its output and cache kept (what a user's second `sitegen build`, or `hugo`,
    finds). Before each pair the folder and caches are deleted and `sync` writes back every dirty
    page; the first build of the pair is not timed. Then the `disk edit` rows: one episode gets a
    paragraph at the end of its body, and a third build is timed (what a build after an edit
    costs); the episode is put back after it."""
    tools = commands(sitegen, folder, {"sitegen": output, "hugo": output}, hugo)
    if "hugo" in tools:
        tools["hugo"] = (tools["hugo"][0], dict(os.environ, HUGO_KEEP_CACHE="1"))
    results = {name: [] for name in tools}
    edits = {name: [] for name in tools}
    episode = edited_episode(folder)
    with open(episode, "rb") as f:
        original = f.read()
    for _ in range(runs):
        for name, (cmd, env) in tools.items():
            fresh(output)
            timed(cmd, env)
            results[name].append(timed(cmd, env))
            replace_file(episode, original.rstrip(b"\n") + b"\n\nA paragraph added for the edit row.\n")
            try:
                edits[name].append(timed(cmd, env))
            finally:
                replace_file(episode, original)
    remove(output)
    return results, edits


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sitegen", default=".build/release/sitegen")
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--work", default="/dev/shm/sitegen-bench" if os.path.isdir("/dev/shm") else "/tmp/sitegen-bench",
                        help="corpora and the tmpfs rows' outputs (default: /dev/shm/sitegen-bench)")
    parser.add_argument("--disk-dir", default=DEFAULT_DISK_DIR,
                        help="where the disk rows' builds write, on a real disk (default: the repository's "
                             ".build/bench-disk)")
    parser.add_argument("--no-disk", action="store_true", help="skip the disk rows")
    parser.add_argument("--no-hugo", action="store_true", help="time sitegen and the floor only")
    parser.add_argument("--highlight", action="store_true",
                        help="also time sitegen with highlighting off and Hugo with Chroma on (tmpfs rows)")
    parser.add_argument("--search", action="store_true",
                        help="also time sitegen with search on and Hugo followed by Pagefind (tmpfs rows)")
    args = parser.parse_args()
    sitegen = os.path.abspath(args.sitegen)
    if not os.access(sitegen, os.X_OK):
        sys.exit(f"bench: no sitegen binary at {sitegen} (build it: swift build -c release)")
    work = os.path.abspath(args.work)
    disk_dir = os.path.abspath(args.disk_dir)
    os.makedirs(work, exist_ok=True)
    kind, source = file_system(work)
    print(f"# tmpfs rows: corpus and outputs in {work} ({kind} on {source}{'' if kind == 'tmpfs' else ', not tmpfs'})")
    if not args.no_disk:
        os.makedirs(disk_dir, exist_ok=True)
        kind, source = file_system(disk_dir)
        print(f"# disk rows: outputs in {disk_dir} ({kind} on {source}), corpus read from {work}")
        if kind in ("tmpfs", "ramfs"):
            print(f"bench: warning: --disk-dir {disk_dir} is on {kind}, not a disk", file=sys.stderr)
    print(f"# load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    closing = []
    print(f"{'episodes':>8}  {'tool':<12} {'wall min':>9} {'wall med':>9} {'peak RSS':>10} {'pages':>7}")
    for size in [int(text) for text in args.sizes.split(",") if text]:
        folder = corpus(work, size)
        outputs = {name: os.path.join(work, f"out-{name.replace(' ', '-')}-{size}")
                   for name in ("sitegen", "hugo", "sitegen plain", "sitegen warm", "hugo chroma", "sitegen search",
                                "hugo pagefind")}
        tools = commands(sitegen, folder, outputs, not args.no_hugo, args.highlight, args.search)
        results = {name: [] for name in tools}
        if "sitegen warm" in tools:
            fresh(outputs["sitegen warm"])
            timed(*tools["sitegen warm"])  # fills the warm row's cache, untimed
        for _ in range(args.runs):
            for name, (cmd, env) in tools.items():
                fresh(outputs[name], keep_cache=name == "sitegen warm")
                results[name].append(timed(cmd, env))
        rows = {}
        for name, runs in results.items():
            walls = [wall for wall, _ in runs]
            rss = max(peak for _, peak in runs)
            pages = count_pages(outputs[name])
            rows[name] = (min(walls), statistics.median(walls), rss, pages)
            row(size, name, walls, rss, pages)
        total, parse, write, size_bytes = floor(folder, work, outputs["sitegen"])
        print(f"{size:>8}  {'floor':<12} {total:>8.2f}s {'':>9} {'':>10} {'':>7}  (cmark-gfm x2 {parse:.2f}s + write {size_bytes / 1e6:.0f} MB {write:.2f}s)")
        line = f"{size} episodes: sitegen {rows['sitegen'][1]:.2f} s"
        if "hugo" in rows:
            line += f", hugo {rows['hugo'][1]:.2f} s, ratio {rows['sitegen'][1] / rows['hugo'][1]:.2f}"
            line += f", RSS ratio {rows['sitegen'][2] / rows['hugo'][2]:.2f}"
        line += f", floor {total:.2f} s"
        closing.append(line)
        if "sitegen search" in rows:
            on, off = rows["sitegen search"][1], rows["sitegen"][1]
            line = f"{size} episodes (search): sitegen {on:.2f} s, {on - off:+.2f} s for the index"
            if "hugo pagefind" in rows:
                line += f"; hugo + pagefind {rows['hugo pagefind'][1]:.2f} s, {rows['hugo pagefind'][1] - rows['hugo'][1]:+.2f} s for the index"
                line += f", ratio {on / rows['hugo pagefind'][1]:.2f}"
            closing.append(line)
        if "sitegen plain" in rows:
            on, off = rows["sitegen"][1], rows["sitegen plain"][1]
            line = f"{size} episodes (highlighting): sitegen {on:.2f} s, sitegen plain {off:.2f} s, ratio {on / off:.2f}"
            line += f", RSS {rows['sitegen'][2]:.0f} MB vs {rows['sitegen plain'][2]:.0f} MB"
            if "hugo chroma" in rows:
                chroma = rows["hugo chroma"][1]
                line += f"; hugo chroma {chroma:.2f} s, ratio {on / chroma:.2f} (RSS {rows['hugo chroma'][2]:.0f} MB)"
            closing.append(line)
            warm = rows["sitegen warm"][1]
            closing.append(f"{size} episodes (highlighting, warm cache): sitegen {warm:.2f} s, ratio to plain "
                           f"{warm / off:.2f}, RSS {rows['sitegen warm'][2]:.0f} MB")
        remove(*outputs.values())
        if args.no_disk:
            continue
        disk = disk_runs(sitegen, folder, os.path.join(disk_dir, f"out-{size}"), args.runs, not args.no_hugo)
        medians, syncs = {}, {}
        for name, runs in disk.items():
            walls = [wall for wall, _, _, _ in runs]
            syncs[name] = statistics.median(after for _, _, after, _ in runs)
            medians[name] = statistics.median(walls)
            pages = {count for _, _, _, count in runs}
            row(size, f"{name} disk", walls, max(rss for _, rss, _, _ in runs), max(pages),
                f"  (then sync {syncs[name]:.2f}s)")
            if pages != {rows[name][3]}:
                print(f"bench: warning: {name} wrote {sorted(pages)} pages on disk, {rows[name][3]} on tmpfs", file=sys.stderr)
        line = f"{size} episodes (disk): sitegen {medians['sitegen']:.2f} s"
        if "hugo" in medians:
            line += f", hugo {medians['hugo']:.2f} s, ratio {medians['sitegen'] / medians['hugo']:.2f}"
        line += " (then sync: " + ", ".join(f"{name} {after:.2f} s" for name, after in syncs.items()) + ")"
        closing.append(line)
        again, edits = disk_rebuild_runs(
            sitegen, folder, os.path.join(disk_dir, f"out-{size}"), args.runs, not args.no_hugo)
        for label, results, note in [("rebuild", again, "  (disk, right after a first build)"),
                                     ("edit", edits, "  (disk, after a rebuild and a body edit)")]:
            for name, runs in results.items():
                row(size, f"{name} {label}", [wall for wall, _ in runs], max(rss for _, rss in runs), rows[name][3],
                    note)
            line = f"{size} episodes (disk {label}): sitegen {statistics.median(w for w, _ in results['sitegen']):.2f} s"
            if "hugo" in results:
                hugo_median = statistics.median(w for w, _ in results["hugo"])
                line += f", hugo {hugo_median:.2f} s, ratio {statistics.median(w for w, _ in results['sitegen']) / hugo_median:.2f}"
            closing.append(line)
    print()
    for line in closing:
        print(line)


if __name__ == "__main__":
    main()
